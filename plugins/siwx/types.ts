import type { ChainNamespace } from 'walletdock/plugin'
import type { SiwxMessage } from './protocol/siwx.js'

/**
 * A namespace's sign-in message: how its text is written and read back, and how its wallets sign it.
 * Each namespace contributes one (eip155: EIP-4361; solana: Sign-In With Solana; bip122: BIP-322, from
 * the Bitcoin plugin). The services verify with their own verifier of the same namespace.
 */
export type SiwxFormatImplementation = {
  /** The text the wallet signs. */
  build(data: SiwxMessage): string
  /** The message's fields read back from its text; throws on text that is not this format. */
  parse(text: string): SiwxMessage
  /** Asks the connected wallet (its provider, from the connection's connector) to sign `text`. */
  sign(parameters: { provider: unknown; address: string; text: string }): Promise<string>
}

/** A namespace's format as the siwx plugin lists it: small, its code loaded on the first sign-in. */
export type SiwxFormat = {
  namespace: ChainNamespace
  load(): Promise<SiwxFormatImplementation>
}

/** Where sessions live: the page's own store (default), or the services' session API (`endpoints.api`). */
export type SiwxSessionsLocation = 'client' | 'services'

/** The options of `siwx()`, also accepted as the config's `siwx` (and, EIP-4361 only, `siweConfig`). */
export type SiwxOptions = {
  /** Sign-in is required: cancelling switches back to a signed-in network or disconnects. Default false. */
  required?: boolean | undefined
  /** Where sessions live. Default 'client'. */
  sessions?: SiwxSessionsLocation | undefined
  /** The statement the message shows the user. */
  statement?: string | undefined
  /** The resources the message lists (URIs). */
  resources?: string[] | undefined
  /** How long a message is valid, in seconds from its issue (default one day). */
  expiration?: number | undefined
  /** Sign out when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined
  /** The namespaces that sign in, each with its format. Default: eip155 (EIP-4361). */
  formats?: readonly SiwxFormat[] | undefined
}
