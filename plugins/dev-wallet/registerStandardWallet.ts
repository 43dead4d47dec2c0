import { pageHandshake } from 'walletdock/plugin'

/** A Wallet Standard wallet as the registry sees it (see @wallet-standard/base); typed loosely to stay tiny. */
export type RegisteredWallet = { readonly name: string }
type RegisterApi = { register(wallet: RegisteredWallet): () => void }

/**
 * Registers a wallet with the page's Wallet Standard registry, as extensions do: the
 * `wallet-standard:register-wallet` event for apps already listening, `wallet-standard:app-ready` for
 * apps that load later. Returns a function that unregisters it.
 */
export function registerStandardWallet(wallet: RegisteredWallet): () => void {
  const unregisters: (() => void)[] = []
  const register = (api: unknown) => unregisters.push((api as RegisterApi).register(wallet))
  const stop = pageHandshake(
    'wallet-standard:app-ready',
    register,
    'wallet-standard:register-wallet',
    register,
  )
  return () => {
    stop()
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
