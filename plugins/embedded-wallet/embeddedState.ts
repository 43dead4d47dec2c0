import { type Signal, signal } from 'walletdock/plugin'

/** Where the email login is: the code is mailed (VERIFY_OTP), or this device waits for the mailed link (VERIFY_DEVICE). */
export type EmailLoginStep = 'VERIFY_DEVICE' | 'VERIFY_OTP'

/** The plugin's state for one instance; signals from walletdock/plugin, so the modal reads them too. */
export type EmbeddedState = {
  email: Signal<string | undefined>
  step: Signal<EmailLoginStep>
  /** The farcaster sign-in URL ConnectingFarcaster shows (spec 3, farcasterUrl); undefined while it is made. */
  farcasterUrl: Signal<string | undefined>
  /** Why the farcaster sign-in failed ('Failed to connect to farcaster'), shown by ConnectingFarcaster. */
  farcasterError: Signal<string | undefined>
  /** The connected account's type: eoa, or smartAccount once switched (spec 5). */
  accountType: Signal<'eoa' | 'smartAccount' | undefined>
  /** Chain ids where the secure site has a bundler and an account factory. */
  smartAccountNetworks: Signal<readonly number[]>
  /** The chain the frame is on, while connected. */
  chainId: Signal<number | undefined>
}

export function createEmbeddedState(): EmbeddedState {
  return {
    email: signal(undefined),
    step: signal('VERIFY_OTP'),
    farcasterUrl: signal(undefined),
    farcasterError: signal(undefined),
    accountType: signal(undefined),
    smartAccountNetworks: signal([]),
    chainId: signal(undefined),
  }
}
