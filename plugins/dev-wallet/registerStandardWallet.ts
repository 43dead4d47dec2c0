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
  const callback = ({ register }: RegisterApi) => {
    unregisters.push(register(wallet))
  }
  const onAppReady = (event: Event) => callback((event as CustomEvent<RegisterApi>).detail)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  window.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
