import type { Signal } from 'walletdock/plugin'
import type { Pairing } from './pairing.js'

type VisibilityTarget = Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>

/**
 * spec 3's buffering: when the page becomes visible again (the user is back from the wallet link) while the pairing
 * waits, `buffering` is on for `ms`, then off; a new pairing or its end turns it off too (setupWalletConnect.ts).
 * Returns the stop.
 */
export function bufferOnReturn(pairing: Signal<Pairing>, page: VisibilityTarget, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const onVisibility = () => {
    const current = pairing.peek()
    if (page.visibilityState !== 'visible' || !current.linking || !current.uri) return
    pairing.value = { ...current, buffering: true }
    clearTimeout(timer)
    timer = setTimeout(() => {
      pairing.value = { ...pairing.peek(), buffering: false }
    }, ms)
  }
  page.addEventListener('visibilitychange', onVisibility)
  return () => {
    page.removeEventListener('visibilitychange', onVisibility)
    clearTimeout(timer)
  }
}
