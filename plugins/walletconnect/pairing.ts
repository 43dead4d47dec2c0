import { type Signal, signal } from 'walletdock/plugin'

/**
 * The pairing the QR shows: its wc: URI and expiry (ms), or a failure, or the relay's refusal of the
 * project (no pairing can start then); the plugin's own state.
 */
export type Pairing = {
  uri: string | undefined
  expiresAt: number | undefined
  error: boolean
  /** The relay's refusal (relayRefusals.ts): its title and what to do. */
  refusal?: { title: string; message: string } | undefined
  /**
   * spec 3's wcLinking: the wallet link the user opened from the QR view (the wallet's name and its link, as
   * formatWalletLink accepts it). Kept for the session under WALLETCONNECT_DEEPLINK_CHOICE, where the sign-client
   * reads it to send the user back to that wallet with each request (setupWalletConnect.ts).
   */
  linking?: WalletLinking | undefined
  /**
   * spec 3's buffering: the user came back from that wallet link while the pairing still waits. For
   * WC_BUFFERING_MS the QR view says it is waiting for the wallet and offers no link to open again.
   */
  buffering?: boolean | undefined
}

export type WalletLinking = { name: string; href: string }

export function createPairingState(): Signal<Pairing> {
  return signal<Pairing>({ uri: undefined, expiresAt: undefined, error: false })
}

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
