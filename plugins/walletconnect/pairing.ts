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
}

export function createPairingState(): Signal<Pairing> {
  return signal<Pairing>({ uri: undefined, expiresAt: undefined, error: false })
}
