import { base64, hex } from '@scure/base'
import { INJECTED_NETWORK_NAMES } from '../constants.js'
import type { BitcoinAccount, BitcoinWalletApi } from '../types.js'

/** A JSON-RPC answer of an injected `request` API: `{ result }` or `{ error: { code, message } }`. */
function resultOf<T>(walletName: string, method: string, answer: unknown): T {
  const body = answer as { result?: T; error?: { code?: number; message?: string } } | undefined
  if (body?.error)
    throw Object.assign(new Error(body.error.message ?? `${walletName} refused ${method}`), body.error)
  if (!body || body.result === undefined) throw new Error(`${walletName} answered ${method} without a result`)
  return body.result
}
// sats-connect's network types include Regtest, and Leather signs on a local chain as "devnet" (their docs).
const ALL_CHAINS = Object.keys(INJECTED_NETWORK_NAMES)
const supportsOf = (declared: unknown) => (caip2: string) =>
  Array.isArray(declared)
    ? declared.includes(INJECTED_NETWORK_NAMES[caip2]) || declared.includes(caip2)
    : ALL_CHAINS.includes(caip2)
/** Leather's `network` param: mainnet, testnet, signet, or devnet for a local regtest chain. */
const leatherNetworkOf = (caip2: string) => {
  const name = INJECTED_NETWORK_NAMES[caip2]
  return name === 'regtest' ? 'devnet' : name
}

/** sats-connect's provider (Xverse, `window.XverseProviders.BitcoinProvider`): `request(method, params)`. */
export type SatsConnectProvider = {
  request(method: string, params: unknown): Promise<unknown>
  supportedNetworks?: readonly string[]
}
export function satsConnectApi(name: string, provider: SatsConnectProvider): BitcoinWalletApi {
  const ask = async <T>(method: string, params: unknown) =>
    resultOf<T>(name, method, await provider.request(method, params))
  return {
    async connect() {
      const accounts = await ask<
        { address: string; publicKey?: string; purpose: string; addressType?: string }[]
      >('getAccounts', { purposes: ['payment', 'ordinals'] })
      return accounts
        .filter((account) => account.purpose === 'payment' || account.purpose === 'ordinals')
        .map(({ address, publicKey, purpose, addressType }) => ({
          address,
          publicKey,
          addressType,
          purpose: purpose === 'ordinals' ? 'ordinal' : 'payment',
        }))
    },
    supportsChain: supportsOf(provider.supportedNetworks),
    async signMessage({ message, address, protocol }) {
      const { signature } = await ask<{ signature: string }>('signMessage', {
        address,
        message,
        protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
      })
      return { address, signature, protocol }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const byAddress: Record<string, number[]> = {}
      for (const { address, index } of signInputs) byAddress[address] = [...(byAddress[address] ?? []), index]
      return ask<{ psbt: string; txid?: string }>('signPsbt', {
        psbt,
        signInputs: byAddress,
        broadcast: !!broadcast,
      })
    },
    async sendTransfer({ recipientAddress, amount }) {
      const { txid } = await ask<{ txid: string }>('sendTransfer', {
        recipients: [{ address: recipientAddress, amount: Number(amount) }],
      })
      return txid
    },
  }
}

/** Leather's `window.LeatherProvider.request(method, params)`: p2wpkh is the payment address, p2tr the ordinal one. */
export function leatherApi(name: string, provider: SatsConnectProvider): BitcoinWalletApi {
  let network = 'mainnet'
  const ask = async <T>(method: string, params?: unknown) =>
    resultOf<T>(name, method, await provider.request(method, params))
  let accounts: BitcoinAccount[] = []
  return {
    async connect(_silent, caip2) {
      network = leatherNetworkOf(caip2) ?? network
      const { addresses } = await ask<{
        addresses: { symbol?: string; type?: string; address: string; publicKey?: string }[]
      }>('getAddresses')
      accounts = addresses
        .filter((entry) => entry.symbol === undefined || entry.symbol === 'BTC')
        .filter((entry) => entry.type === 'p2wpkh' || entry.type === 'p2tr')
        .map((entry) => ({
          address: entry.address,
          publicKey: entry.publicKey,
          addressType: entry.type,
          purpose: entry.type === 'p2tr' ? 'ordinal' : 'payment',
        }))
      return accounts
    },
    supportsChain: supportsOf(provider.supportedNetworks),
    async signMessage({ message, address, protocol }) {
      const paymentType = accounts.find((account) => account.address === address)?.addressType ?? 'p2wpkh'
      const { signature } = await ask<{ signature: string }>('signMessage', { message, paymentType, network })
      return { address, signature, protocol }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const answer = await ask<{ hex: string; txid?: string }>('signPsbt', {
        hex: hex.encode(base64.decode(psbt)),
        signAtIndex: signInputs.map((input) => input.index),
        network,
        broadcast: !!broadcast,
      })
      return { psbt: base64.encode(hex.decode(answer.hex)), txid: answer.txid }
    },
    async sendTransfer({ recipientAddress, amount }) {
      const { txid } = await ask<{ txid: string }>('sendTransfer', {
        recipients: [{ address: recipientAddress, amount: amount.toString() }],
        network,
      })
      return txid
    },
  }
}

/** Unisat's `window.unisat` (also OKX's and others' copies of it): one address, which is the payment one. */
export type UnisatProvider = {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey?(): Promise<string>
  getChain?(): Promise<{ enum: string }>
  switchChain?(chain: string): Promise<unknown>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: { autoFinalized?: boolean; toSignInputs?: { index: number; address: string }[] },
  ): Promise<string>
  sendBitcoin?(to: string, sats: number): Promise<string>
}
const UNISAT_CHAINS: Readonly<Record<string, string>> = {
  mainnet: 'BITCOIN_MAINNET',
  testnet: 'BITCOIN_TESTNET',
  signet: 'BITCOIN_SIGNET',
}
export function unisatApi(provider: UnisatProvider): BitcoinWalletApi {
  return {
    async connect(silent, caip2) {
      const chain = UNISAT_CHAINS[INJECTED_NETWORK_NAMES[caip2] ?? '']
      if (
        !silent &&
        chain &&
        provider.getChain &&
        provider.switchChain &&
        (await provider.getChain()).enum !== chain
      )
        await provider.switchChain(chain)
      const addresses = silent ? await provider.getAccounts() : await provider.requestAccounts()
      const publicKey = await provider.getPublicKey?.()
      return addresses.slice(0, 1).map((address) => ({ address, publicKey, purpose: 'payment' }))
    },
    supportsChain: (caip2) => UNISAT_CHAINS[INJECTED_NETWORK_NAMES[caip2] ?? ''] !== undefined,
    async signMessage({ message, address, protocol }) {
      const signature = await provider.signMessage(message, protocol === 'ecdsa' ? 'ecdsa' : 'bip322-simple')
      return { address, signature, protocol }
    },
    // Signed, not finalized: with `broadcast`, the plugin finalizes and sends it through the network's esplora API.
    async signPsbt({ psbt, signInputs }) {
      const signed = await provider.signPsbt(hex.encode(base64.decode(psbt)), {
        autoFinalized: false,
        toSignInputs: signInputs.map(({ index, address }) => ({ index, address })),
      })
      return { psbt: base64.encode(hex.decode(signed)) }
    },
    ...(provider.sendBitcoin && {
      sendTransfer: ({ recipientAddress, amount }: { recipientAddress: string; amount: bigint }) =>
        (provider.sendBitcoin as NonNullable<UnisatProvider['sendBitcoin']>)(
          recipientAddress,
          Number(amount),
        ),
    }),
  }
}
