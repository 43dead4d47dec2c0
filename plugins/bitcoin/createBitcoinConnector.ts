import type { Connector, ConnectResult, Network } from 'walletdock/plugin'
import { INJECTED_NETWORK_NAMES } from './constants.js'
import type { DiscoveredBitcoinWallet } from './discoverWallets.js'
import { BitcoinChainNotSupportedError, walletError } from './errors.js'
import { esploraClient } from './esplora.js'
import { leatherApi, satsConnectApi, unisatApi } from './shapes/injectedShapes.js'
import { standardWalletApi } from './shapes/standardWallet.js'
import type { BitcoinAccount, BitcoinProvider, BitcoinWalletApi } from './types.js'

export type BitcoinConnectorEvents = {
  /** A wallet request is about to be made (the `request` hook). */
  request(method: string): void
  /** A transaction was broadcast on `network`. */
  sent(txid: string, network: Network): void
}

/** JSON-RPC's "method not found" and EIP-1193's "unsupported method": a wallet without `sendTransfer` says so. */
const NO_SUCH_METHOD = [-32601, 4200]

/** The wallet's shape brought to one interface; an injected wallet's id is its global's path (discoverWallets.ts). */
export function walletApiOf(wallet: DiscoveredBitcoinWallet): BitcoinWalletApi {
  if (wallet.type === 'ANNOUNCED') return standardWalletApi(wallet.source)
  if (wallet.id === 'unisat') return unisatApi(wallet.source)
  return wallet.id === 'LeatherProvider'
    ? leatherApi(wallet.name, wallet.source)
    : satsConnectApi(wallet.name, wallet.source)
}

/** A Bitcoin wallet (any shape, or a WalletConnect session's bip122 side) as a kernel Connector and its provider. */
export function createBitcoinConnector(parameters: {
  api: BitcoinWalletApi
  id: string
  type: string
  name: string
  imageUrl?: string | undefined
  listed?: boolean | undefined
  /** The bip122 network the app is on now, else the first configured one. */
  network(): Network | undefined
  events: BitcoinConnectorEvents
}): Connector {
  const { api, name, events } = parameters
  let accounts: BitcoinAccount[] = []
  const payment = () => {
    const found = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
    if (!found) throw new Error(`${name} is not connected: connect it before a Bitcoin request`)
    return found
  }
  const current = () => {
    const network = parameters.network()
    if (!network)
      throw new Error(
        'No Bitcoin network is configured: add one from walletdock/plugins/bitcoin to `networks`',
      )
    return network
  }
  const esploraOf = (network: Network) => esploraClient(network.rpcUrls.default.http[0] ?? '')
  async function ask<T>(method: string, run: () => Promise<T>): Promise<T> {
    events.request(method)
    try {
      return await run()
    } catch (error) {
      throw walletError(error)
    }
  }
  async function session(silent: boolean, target: Network | undefined): Promise<ConnectResult> {
    const network = target ?? current()
    if (!api.supportsChain(network.caipNetworkId))
      throw new BitcoinChainNotSupportedError({ walletName: name, caipNetworkId: network.caipNetworkId })
    const found = await ask('getAccountAddresses', () => api.connect(silent, network.caipNetworkId))
    // Payment first (account index 0), then ordinal (index 1): the Account view shows the first.
    accounts = [...found].sort((a, b) => (a.purpose === b.purpose ? 0 : a.purpose === 'payment' ? -1 : 1))
    if (!accounts[0]) throw new Error(`${name} has no authorized Bitcoin address`)
    return {
      accounts: accounts.map(({ address, purpose }) => ({ address, type: purpose })),
      chainId: network.id,
    }
  }
  async function broadcastSigned(signed: string, network: Network): Promise<string> {
    const { finalizePsbt } = await import('./sdk/transfer.js')
    const txid = await esploraOf(network).broadcast(finalizePsbt(signed, network.caipNetworkId))
    events.sent(txid, network)
    return txid
  }

  const provider: BitcoinProvider = {
    walletName: name,
    get chain() {
      return parameters.network()?.caipNetworkId ?? ''
    },
    getAccountAddresses: async () => {
      payment()
      return accounts.map((account) => ({ ...account }))
    },
    signMessage: ({ message, address, protocol }) =>
      ask('signMessage', () =>
        api.signMessage({ message, address: address ?? payment().address, protocol: protocol ?? 'bip322' }),
      ),
    async signPsbt({ psbt, signInputs, broadcast }) {
      const network = current()
      const { psbtInputCount } = await import('./sdk/transfer.js')
      const inputs =
        signInputs ??
        Array.from({ length: psbtInputCount(psbt) }, (_, index) => ({ address: payment().address, index }))
      const signed = await ask('signPsbt', () => api.signPsbt({ psbt, signInputs: inputs, broadcast }))
      if (!broadcast || signed.txid) return signed
      return { psbt: signed.psbt, txid: await broadcastSigned(signed.psbt, network) }
    },
    async sendTransfer({ recipientAddress, amount }) {
      const network = current()
      const sats = BigInt(amount)
      if (sats <= 0n) throw new Error('sendTransfer: amount must be a positive number of sats')
      // The wallet's own send broadcasts through the wallet's backend, which cannot reach a local regtest chain: there
      // (and when the wallet answers that it has no such method) the plugin builds the PSBT for the wallet to sign.
      const send = api.sendTransfer
      if (send && INJECTED_NETWORK_NAMES[network.caipNetworkId] !== 'regtest') {
        const txid = await ask('sendTransfer', () => send({ recipientAddress, amount: sats })).catch(
          (error: unknown) => {
            if (NO_SUCH_METHOD.includes((error as { code?: number }).code ?? 0)) return undefined
            throw error
          },
        )
        if (txid) {
          events.sent(txid, network)
          return txid
        }
      }
      const { buildTransferPsbt } = await import('./sdk/transfer.js')
      const from = payment().address
      const built = await buildTransferPsbt({
        esplora: esploraOf(network),
        caipNetworkId: network.caipNetworkId,
        from,
        recipient: recipientAddress,
        amount: sats,
      })
      const inputs = Array.from({ length: built.inputs }, (_, index) => ({ address: from, index }))
      const signed = await ask('sendTransfer', () => api.signPsbt({ psbt: built.psbt, signInputs: inputs }))
      return broadcastSigned(signed.psbt, network)
    },
  }

  return {
    id: parameters.id,
    type: parameters.type,
    name,
    chain: 'bip122',
    imageUrl: parameters.imageUrl,
    ...(parameters.listed === false && { listed: false }),
    connect: ({ caipNetwork }) => session(false, caipNetwork),
    reconnect: ({ caipNetwork }) => session(true, caipNetwork),
    async disconnect() {
      accounts = []
      await api.disconnect?.().catch(() => undefined)
    },
    getProvider: () => provider,
    async switchNetwork(network) {
      if (!api.supportsChain(network.caipNetworkId))
        throw new BitcoinChainNotSupportedError({ walletName: name, caipNetworkId: network.caipNetworkId })
    },
  }
}
