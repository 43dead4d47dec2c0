import type { Account, DevSolanaAccount, devSolanaMethods } from './devSolanaMethods.js'
import { registerStandardWallet } from './registerStandardWallet.js'

export type { DevSolanaAccount } from './devSolanaMethods.js'

type Listener = (properties: { accounts?: readonly Account[] }) => void
type Methods = ReturnType<typeof devSolanaMethods>
type Method = keyof Methods

/**
 * The dev wallet's Wallet Standard side as the page sees it from the start: the local chain's dev
 * accounts, whose connect and signing code (devSolanaMethods, with the keys) loads on the first
 * request. `chains` maps each local Solana network's CAIP-2 id to its RPC.
 */
export function createDevSolanaWallet(parameters: {
  name: string
  icon: `data:image/${string}`
  accounts: readonly DevSolanaAccount[]
  chains: ReadonlyMap<`${string}:${string}`, string>
}) {
  const listeners = new Set<Listener>()
  let connected: Account[] = []
  const setAccounts = (accounts: Account[]) => {
    connected = accounts
    for (const listener of listeners) listener({ accounts })
    return accounts
  }
  let methods: Promise<Methods> | undefined
  const lazy =
    <name extends Method>(name: name) =>
    (...inputs: Parameters<Methods[name]>): ReturnType<Methods[name]> => {
      methods ??= import('./devSolanaMethods.js').then(({ devSolanaMethods }) =>
        devSolanaMethods(parameters.accounts, parameters.chains, setAccounts),
      )
      return methods.then((loaded) =>
        (loaded[name] as (...args: unknown[]) => unknown)(...inputs),
      ) as ReturnType<Methods[name]>
    }
  const versions = { version: '1.0.0', supportedTransactionVersions: ['legacy', 0] } as const
  return {
    version: '1.0.0' as const,
    name: parameters.name,
    icon: parameters.icon,
    chains: [...parameters.chains.keys()],
    get accounts() {
      return connected
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: (input?: { silent?: boolean }) =>
          input?.silent ? Promise.resolve({ accounts: connected }) : lazy('connect')(),
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => void setAccounts([]) },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: Listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': { version: '1.0.0', signMessage: lazy('signMessage') },
      'solana:signTransaction': { ...versions, signTransaction: lazy('signTransaction') },
      'solana:signAndSendTransaction': {
        ...versions,
        signAndSendTransaction: lazy('signAndSendTransaction'),
      },
    },
  }
}

/** Makes the dev wallet's Solana side and registers it with the page's Wallet Standard registry; returns its removal. */
export function registerDevSolanaWallet(parameters: Parameters<typeof createDevSolanaWallet>[0]): () => void {
  return registerStandardWallet(createDevSolanaWallet(parameters))
}
