import { pageHandshake } from './pageHandshake.js'

/**
 * The app side of the Wallet Standard's registration events, as `getWallets()` of
 * @wallet-standard/app does it, in a few lines for the first bundle: wallets that loaded first answer
 * `wallet-standard:app-ready`, later ones announce `wallet-standard:register-wallet`. Each instance
 * keeps its own list (every app on a page gets every wallet); the caller reads the features it
 * needs. `onChange` gets the list once the wallets already on the page have answered (an empty one
 * when none did), then on every change. Returns a function that stops listening.
 */
export function listenForStandardWallets<W extends object>(
  onChange: (wallets: readonly W[]) => void,
): () => void {
  const wallets = new Set<W>()
  let stopped = false
  const changed = () => stopped || onChange([...wallets])
  const api = Object.freeze({
    register(...added: W[]) {
      const fresh = added.filter((wallet) => !wallets.has(wallet))
      for (const wallet of fresh) wallets.add(wallet)
      if (fresh.length > 0) changed()
      return () => {
        for (const wallet of fresh) wallets.delete(wallet)
        changed()
      }
    },
  })
  // A page script may dispatch anything under this name: only a callback is called.
  const onRegister = (callback: unknown) => typeof callback === 'function' && callback(api)
  const stop = pageHandshake('wallet-standard:register-wallet', onRegister, 'wallet-standard:app-ready', api)
  changed()
  return () => {
    stopped = true
    stop()
  }
}
