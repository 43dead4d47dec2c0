import type { DevBitcoinAccount, devBitcoinMethods, StandardBitcoinAccount } from './devBitcoinMethods.js'
import { registerStandardWallet } from './registerStandardWallet.js'

export type { DevBitcoinAccount } from './devBitcoinMethods.js'

type Methods = ReturnType<typeof devBitcoinMethods>

/**
 * The dev wallet's Bitcoin side, a Wallet Standard wallet with the bitcoin features (`bitcoin:connect`,
 * `bitcoin:signMessage`, `bitcoin:signTransaction`) holding the local regtest chain's dev keys; its signing code
 * (bitcoinjs-lib) loads on the first request.
 */
export function createDevBitcoinWallet(parameters: {
  name: string
  icon: `data:image/${string}`
  accounts: readonly DevBitcoinAccount[]
  /** The local chain's CAIP-2 ids. */
  chains: readonly string[]
}) {
  const chains = [...parameters.chains, 'bitcoin:regtest']
  // Like an extension, the wallet remembers the page it authorized (this tab's sessionStorage, the wallet's own
  // and not the app's storage), so a reload's silent reconnect finds its accounts.
  const remembered = 'walletdock-dev-wallet:bitcoin-accounts'
  const remember = (accounts: readonly StandardBitcoinAccount[]) => {
    connected = accounts
    const kept = accounts.map((account) => ({ ...account, publicKey: [...account.publicKey] }))
    if (accounts.length) sessionStorage.setItem(remembered, JSON.stringify(kept))
    else sessionStorage.removeItem(remembered)
  }
  let connected: readonly StandardBitcoinAccount[] = (
    JSON.parse(sessionStorage.getItem(remembered) ?? '[]') as (StandardBitcoinAccount & {
      publicKey: number[]
    })[]
  ).map((account) => ({ ...account, publicKey: Uint8Array.from(account.publicKey) }))
  let methods: Promise<Methods> | undefined
  const load = () => {
    methods ??= import('./devBitcoinMethods.js').then((module) =>
      module.devBitcoinMethods(parameters.accounts, chains),
    )
    return methods
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
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => {
          const result = await (await load()).connect()
          remember(result.accounts)
          return result
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => remember([]),
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: Parameters<Methods['signMessage']>) =>
          (await load()).signMessage(...inputs),
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (...inputs: Parameters<Methods['signTransaction']>) =>
          (await load()).signTransaction(...inputs),
      },
    },
  }
}

/** Makes the dev wallet's Bitcoin side and registers it with the page's Wallet Standard registry; returns its removal. */
export function registerDevBitcoinWallet(
  parameters: Parameters<typeof createDevBitcoinWallet>[0],
): () => void {
  return registerStandardWallet(createDevBitcoinWallet(parameters))
}
