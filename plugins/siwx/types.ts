import type { ChainNamespace } from 'walletdock/plugin'
import type { SiwxMessage } from './protocol/siwx.js'

/**
 * A namespace's sign-in message: how its text is written and read back, and how its wallets sign it.
 * Each namespace contributes one (eip155: EIP-4361; solana: Sign-In With Solana; bip122: CAIP-122 text
 * signed with BIP-322, `bip122Format` from walletdock/plugins/bitcoin). The services verify with their own
 * verifier of the same namespace.
 */
export type SiwxFormatImplementation = {
  /** The text the wallet signs. */
  build(data: SiwxMessage): string
  /** The message's fields read back from its text; throws on text that is not this format. */
  parse(text: string): SiwxMessage
  /** Asks the connected wallet (its provider, from the connection's connector) to sign `text`. */
  sign(parameters: { provider: unknown; address: string; text: string }): Promise<string>
  /**
   * Whether `signature` is the message's account signing `text`: the check of sessions kept in the page (the
   * services check with their own verifier). A format without it keeps what its wallet signed.
   */
  verify?(parameters: { text: string; signature: string; data: SiwxMessage }): Promise<boolean>
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
