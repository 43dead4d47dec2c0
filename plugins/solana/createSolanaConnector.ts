import { base58 } from '@scure/base'
import type { Connector, ConnectResult, Network } from 'walletdock/plugin'
import { fromTransactionBytes, toTransactionBytes } from './transactionBytes.js'
import type {
  SendOptions,
  SolanaProvider,
  SolanaTransaction,
  StandardAccount,
  StandardWallet,
} from './types.js'
import { validAccounts } from './validAccounts.js'
import { walletChainOf } from './walletChainOf.js'
import { walletError } from './walletError.js'

type ConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }>
}
type DisconnectFeature = { disconnect(): Promise<void> }
type EventsFeature = {
  on(event: 'change', listener: (properties: { accounts?: readonly StandardAccount[] }) => void): () => void
}
type SignMessageFeature = {
  signMessage(input: {
    account: StandardAccount
    message: Uint8Array
  }): Promise<readonly { signature: Uint8Array }[]>
}
type SignTransactionFeature = {
  signTransaction(input: {
    account: StandardAccount
    transaction: Uint8Array
    chain: string
  }): Promise<readonly { signedTransaction: Uint8Array }[]>
}
type SignAndSendFeature = {
  signAndSendTransaction(input: {
    account: StandardAccount
    transaction: Uint8Array
    chain: string
    options?: SendOptions
  }): Promise<readonly { signature: Uint8Array }[]>
}

/** What the plugin does when the connected wallet speaks up or sends. */
export type SolanaConnectorEvents = {
  /** The wallet's accounts changed (an empty list: it disconnected the site). */
  accountsChanged(accounts: readonly StandardAccount[]): void
  /** A wallet request is about to be made (the `request` hook). */
  request(method: string): void
  /** The wallet sent a transaction with this signature (base58) on `network`. */
  sent(signature: string, network: Network): void
}

export type CreateSolanaConnectorParameters = {
  wallet: StandardWallet
  type: 'ANNOUNCED' | 'INJECTED'
  id: string
  name: string
  imageUrl?: string | undefined
  /** The solana network the app is on now, else the first configured one. */
  network(): Network | undefined
  events: SolanaConnectorEvents
}

/** A Wallet Standard Solana wallet as a kernel Connector; its provider signs with the connected account. */
export function createSolanaConnector({
  wallet,
  type,
  id,
  name,
  imageUrl,
  network,
  events,
}: CreateSolanaConnectorParameters): Connector {
  let account: StandardAccount | undefined
  let stopEvents: (() => void) | undefined

  function feature<T>(key: string): T {
    const found = wallet.features[key]
    if (!found) throw new Error(`${name} does not support ${key}`)
    return found as T
  }
  function listen() {
    if (stopEvents || !wallet.features['standard:events']) return
    stopEvents = feature<EventsFeature>('standard:events').on('change', ({ accounts }) => {
      if (!accounts || !account) return
      let valid: StandardAccount[]
      try {
        valid = validAccounts(name, accounts)
      } catch {
        return // a malformed announcement changes nothing
      }
      account = valid[0] ? (valid.find((entry) => entry.address === account?.address) ?? valid[0]) : undefined
      events.accountsChanged(valid)
    })
  }
  function connected(): { account: StandardAccount; network: Network; chain: string } {
    const current = network()
    if (!account || !current) throw new Error(`${name} is not connected: connect it before signing`)
    return { account, network: current, chain: walletChainOf(current, account.chains) }
  }
  async function ask<T>(method: string, run: () => Promise<T>): Promise<T> {
    if (method.startsWith('solana_')) events.request(method)
    try {
      return await run()
    } catch (error) {
      throw walletError(error)
    }
  }

  async function session(silent: boolean, target: Network | undefined): Promise<ConnectResult> {
    const on = target ?? network()
    if (!on)
      throw new Error('No Solana network is configured: add one from walletdock/networks to `networks`')
    const { accounts } = await ask('standard:connect', () =>
      feature<ConnectFeature>('standard:connect').connect(silent ? { silent: true } : undefined),
    )
    const [first] = validAccounts(name, accounts)
    if (!first) throw new Error(`${name} has no authorized account`)
    account = first
    listen()
    return { accounts: [{ address: first.address, type: 'eoa' }], chainId: on.id }
  }

  const provider: SolanaProvider = {
    walletName: name,
    get address() {
      return account?.address ?? ''
    },
    get chain() {
      const current = network()
      return current ? walletChainOf(current, account?.chains) : ''
    },
    async signMessage(message) {
      const { account: signer } = connected()
      const [result] = await ask('solana_signMessage', () =>
        feature<SignMessageFeature>('solana:signMessage').signMessage({ account: signer, message }),
      )
      if (!result) throw new Error(`${name} returned no signature`)
      return result.signature
    },
    async signTransaction<T extends SolanaTransaction>(transaction: T): Promise<T> {
      const { account: signer, chain } = connected()
      const [result] = await ask('solana_signTransaction', () =>
        feature<SignTransactionFeature>('solana:signTransaction').signTransaction({
          account: signer,
          transaction: toTransactionBytes(transaction),
          chain,
        }),
      )
      if (!result) throw new Error(`${name} returned no transaction`)
      return fromTransactionBytes(result.signedTransaction, transaction)
    },
    async signAndSendTransaction(transaction, options) {
      const { account: signer, chain, network: on } = connected()
      const [result] = await ask('solana_signAndSendTransaction', () =>
        feature<SignAndSendFeature>('solana:signAndSendTransaction').signAndSendTransaction({
          account: signer,
          transaction: toTransactionBytes(transaction),
          chain,
          ...(options && { options }),
        }),
      )
      if (!result) throw new Error(`${name} returned no signature`)
      const signature = base58.encode(result.signature)
      events.sent(signature, on)
      return signature
    },
  }

  return {
    id,
    type,
    name,
    chain: 'solana',
    imageUrl,
    connect: ({ caipNetwork }) => session(false, caipNetwork),
    reconnect: ({ caipNetwork }) => session(true, caipNetwork),
    async disconnect() {
      stopEvents?.()
      stopEvents = undefined
      account = undefined
      const disconnect = wallet.features['standard:disconnect'] as DisconnectFeature | undefined
      await disconnect?.disconnect().catch(() => undefined)
    },
    getProvider: () => provider,
    // The Wallet Standard names the chain on each request: switching is the app's state alone.
    switchNetwork: async () => undefined,
  }
}
