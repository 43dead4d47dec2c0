import { DevProviderError } from './devProviderError.js'
import type { DevSolanaSigner } from './devSolanaSigner.js'

export type DevSolanaAccount = { address: string; devOnlySecretKey: string }
type Account = {
  address: string
  publicKey: Uint8Array
  chains: readonly `${string}:${string}`[]
  features: readonly `${string}:${string}`[]
}
type Listener = (properties: { accounts?: readonly Account[] }) => void

const SIGNING = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

/**
 * The dev wallet's Wallet Standard side: the local chain's dev accounts, signed for in the page with
 * their public dev keys. Signing code loads on the first request. `chains` maps each local Solana
 * network's CAIP-2 id to its RPC.
 */
export function createDevSolanaWallet(parameters: {
  name: string
  icon: `data:image/${string}`
  accounts: readonly DevSolanaAccount[]
  chains: ReadonlyMap<`${string}:${string}`, string>
}) {
  const chains = [...parameters.chains.keys()]
  let signer: Promise<DevSolanaSigner> | undefined
  const load = () => {
    signer ??= import('./devSolanaSigner.js').then(({ createDevSolanaSigner }) =>
      createDevSolanaSigner(parameters.accounts.map((account) => account.devOnlySecretKey)),
    )
    return signer
  }
  const listeners = new Set<Listener>()
  let connected: Account[] = []
  const setAccounts = (accounts: Account[]) => {
    connected = accounts
    for (const listener of listeners) listener({ accounts })
  }
  const rpcOf = (chain: string | undefined) => {
    const url = parameters.chains.get((chain ?? chains[0]) as `${string}:${string}`)
    if (!url) throw new DevProviderError(`The dev wallet does not know the chain ${chain}`, 4901)
    return url
  }
  return {
    version: '1.0.0' as const,
    name: parameters.name,
    icon: parameters.icon,
    chains,
    get accounts() {
      return connected
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent) return { accounts: connected }
          const keys = await load()
          const first = parameters.accounts[0]
          if (!first) throw new DevProviderError('The dev wallet has no Solana account', 4100)
          setAccounts([
            { address: first.address, publicKey: keys.publicKeyOf(first.address), chains, features: SIGNING },
          ])
          return { accounts: connected }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: Listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: Account; message: Uint8Array }[]) {
          const keys = await load()
          return inputs.map(({ account, message }) => ({
            signedMessage: message,
            signature: keys.signMessage(account.address, message),
          }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: Account; transaction: Uint8Array }[]) {
          const keys = await load()
          return inputs.map(({ account, transaction }) => ({
            signedTransaction: keys.signTransaction(account.address, transaction),
          }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: { account: Account; transaction: Uint8Array; chain?: string }[]
        ) {
          const keys = await load()
          return Promise.all(
            inputs.map(async ({ account, transaction, chain }) => ({
              signature: await keys.signAndSendTransaction(account.address, transaction, rpcOf(chain)),
            })),
          )
        },
      },
    },
  }
}
