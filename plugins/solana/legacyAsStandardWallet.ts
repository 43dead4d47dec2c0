import { base58 } from '@scure/base'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import type { LegacySolanaProvider, StandardAccount, StandardWallet } from './types.js'

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']

function accountOf(publicKey: { toBase58(): string }): StandardAccount {
  const address = publicKey.toBase58()
  return { address, publicKey: new PublicKey(address).toBytes(), chains: [], features: FEATURES }
}

/**
 * A legacy `window.solana` provider behind the Wallet Standard's features, so one connector serves both.
 * Transactions go to the provider as web3.js objects, as that interface expects.
 */
export function legacyAsStandardWallet(provider: LegacySolanaProvider, name: string): StandardWallet {
  let accounts: StandardAccount[] = []
  const missing = (what: string) => new Error(`${name} cannot ${what}`)
  const features = {
    'standard:connect': {
      async connect(input?: { silent?: boolean }) {
        const { publicKey } = await provider.connect(input?.silent ? { onlyIfTrusted: true } : undefined)
        accounts = [accountOf(publicKey)]
        return { accounts }
      },
    },
    'standard:disconnect': {
      async disconnect() {
        accounts = []
        await provider.disconnect()
      },
    },
    'standard:events': {
      on(_event: 'change', listener: (properties: { accounts?: StandardAccount[] }) => void) {
        const onChange = (publicKey: unknown) => {
          const key = publicKey as { toBase58?: () => string } | null
          accounts = key && typeof key.toBase58 === 'function' ? [accountOf(key as PublicKey)] : []
          listener({ accounts })
        }
        provider.on?.('accountChanged', onChange)
        return () => (provider.off ?? provider.removeListener)?.call(provider, 'accountChanged', onChange)
      },
    },
    'solana:signMessage': {
      async signMessage(input: { message: Uint8Array }) {
        if (!provider.signMessage) throw missing('sign messages')
        const { signature } = await provider.signMessage(input.message)
        return [{ signedMessage: input.message, signature }]
      },
    },
    'solana:signTransaction': {
      async signTransaction(input: { transaction: Uint8Array }) {
        if (!provider.signTransaction) throw missing('sign transactions')
        const signed = await provider.signTransaction(fromVersionedBytes(input.transaction))
        return [{ signedTransaction: signed.serialize() }]
      },
    },
    'solana:signAndSendTransaction': {
      async signAndSendTransaction(input: { transaction: Uint8Array; options?: unknown }) {
        if (!provider.signAndSendTransaction) throw missing('send transactions')
        const { signature } = await provider.signAndSendTransaction(
          fromVersionedBytes(input.transaction),
          input.options,
        )
        return [{ signature: base58.decode(signature) }]
      },
    },
  }
  return {
    name,
    icon: '',
    chains: [],
    features,
    get accounts() {
      return accounts
    },
  }
}

/** Legacy providers accept both kinds; the versioned form reads either wire format's message. */
function fromVersionedBytes(bytes: Uint8Array): VersionedTransaction {
  return VersionedTransaction.deserialize(bytes)
}
