// The polkadot-js extension API (@polkadot/extension-inject's shapes) that Polkadot.js, Talisman and SubWallet
// inject at `window.injectedWeb3`: only what the plugin reads.

export type KeypairType = 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'

export type InjectedAccount = {
  /** SS58 (any prefix: the plugin re-encodes it for the network). */
  address: string
  name?: string | undefined
  type?: KeypairType | undefined
  genesisHash?: string | null | undefined
}

/** What `signer.signRaw` takes: `data` is hex or text; wallets sign it wrapped in <Bytes>…</Bytes>. */
export type SignerPayloadRaw = { address: string; data: string; type: 'bytes' | 'payload' }

/** The JSON payload of an extrinsic to sign (what @polkadot/api hands `signer.signPayload`). */
export type SignerPayloadJSON = {
  address: string
  blockHash: string
  blockNumber: string
  era: string
  genesisHash: string
  method: string
  nonce: string
  specVersion: string
  tip: string
  transactionVersion: string
  signedExtensions: string[]
  version: number
}

export type SignerResult = {
  id: number
  signature: `0x${string}`
  signedTransaction?: `0x${string}` | undefined
}

export type InjectedSigner = {
  signPayload?(payload: SignerPayloadJSON): Promise<SignerResult>
  signRaw?(raw: SignerPayloadRaw): Promise<SignerResult>
}

export type Injected = {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe?(callback: (accounts: InjectedAccount[]) => void): (() => void) | undefined
  }
  signer: InjectedSigner
}

/** One entry of `window.injectedWeb3`. */
export type InjectedExtension = { enable(originName: string): Promise<Injected>; version?: string }

/** What `getProvider('polkadot')` gives: the connected account and the extension's signer. */
export type PolkadotProvider = {
  readonly walletName: string
  /** The connected account, SS58 in the network's format. */
  readonly address: string
  readonly type: 'sr25519' | 'ed25519'
  /** The CAIP-2 chain. */
  readonly chain: string
  /** The network's HTTP URL, where the helpers read and send. */
  readonly rpcUrl: string
  /** Signs bytes (hex) or text; the signature is over the data wrapped in <Bytes>…</Bytes>. */
  signRaw(raw: SignerPayloadRaw): Promise<SignerResult>
  signPayload(payload: SignerPayloadJSON): Promise<SignerResult>
  /** The signer to hand @polkadot/api (`signAndSend(address, { signer })`). */
  readonly signer: InjectedSigner
  /** Tells the plugin a transaction was sent from the account: it reads the balance again. */
  sent(hash: string): void
}

/** Where a helper finds the provider: an AppKit instance (its polkadot provider) or the provider itself. */
export type PolkadotProviderSource = PolkadotProvider | { getProvider(namespace: 'polkadot'): unknown }
