import { base64, hex } from '@scure/base'
import { INJECTED_NETWORK_NAMES } from '../constants.js'
import type { BitcoinAccount, BitcoinWalletApi } from '../types.js'

/** The slice of a Wallet Standard wallet with the bitcoin features (github.com/ExodusMovement/bitcoin-wallet-standard). */
export type StandardBitcoinWallet = {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardBitcoinAccount[]
}
export type StandardBitcoinAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
  /** Wallets that say which address is which (Xverse, the dev wallet); else the first is payment, the second ordinal. */
  readonly purpose?: string
}
type ConnectFeature = {
  connect(input: {
    purposes: readonly ('payment' | 'ordinals')[]
  }): Promise<{ accounts: readonly StandardBitcoinAccount[] }>
}
type SignMessageFeature = {
  signMessage(
    ...inputs: { account: StandardBitcoinAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
type SignTransactionFeature = {
  signTransaction(
    ...inputs: {
      psbt: Uint8Array
      inputsToSign: { account: StandardBitcoinAccount; signingIndexes: number[] }[]
      chain?: string
    }[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}

const asAccount = (account: StandardBitcoinAccount, index: number): BitcoinAccount => ({
  address: account.address,
  purpose:
    account.purpose === 'ordinals' || (account.purpose === undefined && index === 1) ? 'ordinal' : 'payment',
  publicKey: account.publicKey ? hex.encode(Uint8Array.from(account.publicKey)) : undefined,
})

/** A Wallet Standard wallet's `bitcoin:connect`, `bitcoin:signMessage` and `bitcoin:signTransaction`. */
export function standardWalletApi(wallet: StandardBitcoinWallet): BitcoinWalletApi {
  let accounts: readonly StandardBitcoinAccount[] = []
  const feature = <T>(key: string): T => {
    const found = wallet.features[key]
    if (!found) throw new Error(`${wallet.name} does not support ${key}`)
    return found as T
  }
  const accountOf = (address: string) => {
    const account = accounts.find((entry) => entry.address === address)
    if (!account) throw new Error(`${address} is not an account ${wallet.name} connected`)
    return account
  }
  return {
    async connect(silent) {
      accounts = silent
        ? wallet.accounts
        : (await feature<ConnectFeature>('bitcoin:connect').connect({ purposes: ['payment', 'ordinals'] }))
            .accounts
      return accounts.map(asAccount)
    },
    async disconnect() {
      const disconnect = wallet.features['standard:disconnect'] as { disconnect(): Promise<void> } | undefined
      await disconnect?.disconnect()
      accounts = []
    },
    // Discovery lists the wallet without reading its chains: a wallet whose chains are no list signs for none.
    supportsChain: (caip2) =>
      Array.isArray(wallet.chains) &&
      (wallet.chains.includes(caip2) ||
        (caip2 in INJECTED_NETWORK_NAMES &&
          wallet.chains.includes(`bitcoin:${INJECTED_NETWORK_NAMES[caip2]}`))),
    async signMessage({ message, address }) {
      const [result] = await feature<SignMessageFeature>('bitcoin:signMessage').signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
      })
      if (!result) throw new Error(`${wallet.name} returned no signature`)
      return { address, signature: base64.encode(Uint8Array.from(result.signature)), protocol: 'bip322' }
    },
    async signPsbt({ psbt, signInputs }) {
      const byAddress = new Map<string, number[]>()
      for (const { address, index } of signInputs)
        byAddress.set(address, [...(byAddress.get(address) ?? []), index])
      const [result] = await feature<SignTransactionFeature>('bitcoin:signTransaction').signTransaction({
        psbt: base64.decode(psbt),
        inputsToSign: [...byAddress].map(([address, signingIndexes]) => ({
          account: accountOf(address),
          signingIndexes,
        })),
      })
      if (!result) throw new Error(`${wallet.name} returned no PSBT`)
      return { psbt: base64.encode(Uint8Array.from(result.signedPsbt)) }
    },
  }
}
