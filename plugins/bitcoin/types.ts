/** An address the wallet shares: payment (account index 0) or ordinal (index 1), spec section 9. */
export type BitcoinAccount = {
  address: string
  purpose: 'payment' | 'ordinal'
  /** Hex; wallets share it for PSBT building (Taproot inputs need it). */
  publicKey?: string | undefined
  addressType?: string | undefined
}

export type SignMessageRequest = {
  message: string
  /** Defaults to the payment address. */
  address?: string | undefined
  /** BIP-322 (default), or ECDSA (the legacy "Bitcoin Signed Message") for wallets that only do that. */
  protocol?: 'bip322' | 'ecdsa' | undefined
}
export type SignMessageResult = { address: string; signature: string; protocol: 'bip322' | 'ecdsa' }

export type SignPsbtRequest = {
  /** base64 PSBT. */
  psbt: string
  /** Which inputs each address signs; default: every input, with the payment address. */
  signInputs?: readonly { address: string; index: number }[] | undefined
  /** Broadcast after signing (the wallet does, or the plugin through the network's esplora API). */
  broadcast?: boolean | undefined
}
export type SignPsbtResult = { psbt: string; txid?: string | undefined }

export type SendTransferRequest = { recipientAddress: string; amount: bigint | number | string }

/**
 * One wallet shape (Wallet Standard, sats-connect, Unisat, Leather, WalletConnect) brought to what the plugin asks
 * of a Bitcoin wallet. `chains`: the CAIP-2 ids it signs for, when it says.
 */
export type BitcoinWalletApi = {
  connect(silent: boolean, caipNetworkId: string): Promise<BitcoinAccount[]>
  disconnect?(): Promise<void>
  supportsChain(caipNetworkId: string): boolean
  signMessage(
    request: Required<Pick<SignMessageRequest, 'message' | 'address' | 'protocol'>>,
  ): Promise<SignMessageResult>
  signPsbt(
    request: SignPsbtRequest & { signInputs: readonly { address: string; index: number }[] },
  ): Promise<SignPsbtResult>
  /** Absent: the plugin builds the PSBT from the network's UTXOs, has it signed and broadcasts it. */
  sendTransfer?(request: { recipientAddress: string; amount: bigint }): Promise<string>
}

/** What `getProvider('bip122')` gives: the connected Bitcoin wallet, ready for the spec's four requests. */
export type BitcoinProvider = {
  readonly walletName: string
  /** The network's CAIP-2 id. */
  readonly chain: string
  getAccountAddresses(): Promise<BitcoinAccount[]>
  signMessage(request: SignMessageRequest): Promise<SignMessageResult>
  signPsbt(request: SignPsbtRequest): Promise<SignPsbtResult>
  /** Returns the txid. */
  sendTransfer(request: SendTransferRequest): Promise<string>
}

/** Where a helper finds the provider: an AppKit instance (its bip122 provider) or the provider itself. */
export type BitcoinProviderSource = BitcoinProvider | { getProvider(namespace: 'bip122'): unknown }
