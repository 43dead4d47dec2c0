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

/** The wallet's name, its link as walletLinkOf returns it, and its rdns (a custom scheme is checked against it). */
export type WalletLinking = { name: string; href: string; rdns?: string | undefined }

export function createPairingState(): Signal<Pairing> {
  return signal<Pairing>({ uri: undefined, expiresAt: undefined, error: false })
}
