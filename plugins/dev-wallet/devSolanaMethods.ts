// Loaded on the dev Solana wallet's first request (not with the page): its connect and signing.
import { DevProviderError } from './devProviderError.js'
import { createDevSolanaSigner } from './devSolanaSigner.js'

export type DevSolanaAccount = { address: string; devOnlySecretKey: string }
export type Account = {
  address: string
  publicKey: Uint8Array
  chains: readonly `${string}:${string}`[]
  features: readonly `${string}:${string}`[]
}
type Chain = `${string}:${string}`

const SIGNING = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

/**
 * The dev wallet's Wallet Standard methods, signing in the page with the local chain's public dev keys.
 * `setAccounts` is the page-side wallet's: it holds the connected accounts and tells its listeners.
 */
export function devSolanaMethods(
  accounts: readonly DevSolanaAccount[],
  rpcByChain: ReadonlyMap<Chain, string>,
  setAccounts: (accounts: Account[]) => Account[],
) {
  const keys = createDevSolanaSigner(accounts.map((account) => account.devOnlySecretKey))
  const chains = [...rpcByChain.keys()]
  const rpcOf = (chain: string | undefined) => {
    const url = rpcByChain.get((chain ?? chains[0]) as Chain)
    if (!url) throw new DevProviderError(`The dev wallet does not know the chain ${chain}`, 4901)
    return url
  }
  return {
    async connect() {
      const first = accounts[0]
      if (!first) throw new DevProviderError('The dev wallet has no Solana account', 4100)
      return {
        accounts: setAccounts([
          { address: first.address, publicKey: keys.publicKeyOf(first.address), chains, features: SIGNING },
        ]),
      }
    },
    async signMessage(...inputs: { account: Account; message: Uint8Array }[]) {
      return inputs.map(({ account, message }) => ({
        signedMessage: message,
        signature: keys.signMessage(account.address, message),
      }))
    },
    async signTransaction(...inputs: { account: Account; transaction: Uint8Array }[]) {
      return inputs.map(({ account, transaction }) => ({
        signedTransaction: keys.signTransaction(account.address, transaction),
      }))
    },
    async signAndSendTransaction(...inputs: { account: Account; transaction: Uint8Array; chain?: string }[]) {
      return Promise.all(
        inputs.map(async ({ account, transaction, chain }) => ({
          signature: await keys.signAndSendTransaction(account.address, transaction, rpcOf(chain)),
        })),
      )
    },
  }
}
