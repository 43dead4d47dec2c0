import { type Bip122SignInFields, bip122SiwxText } from '../protocol/siwxText.js'
import type { BitcoinProvider } from '../types.js'

/** A wallet's refusal by the user (EIP-1193's 4001, which walletError gives every shape): never asked twice. */
const rejectedByUser = (error: unknown) => (error as { code?: unknown } | undefined)?.code === 4001

/**
 * The bip122 side of sign-in (see bip122Format.ts): the text of protocol/siwxText.ts, signed by the payment address
 * through the wallet's signMessage with BIP-322; a wallet that fails it (not a user's refusal) is asked once more for
 * the legacy ECDSA message signature, which the services verify too.
 */
export const bip122SiwxMessage = {
  build: (data: Bip122SignInFields): string => bip122SiwxText.build(data),
  parse: (text: string): Bip122SignInFields => bip122SiwxText.parse(text),
  async sign({ provider, address, text }: { provider: unknown; address: string; text: string }) {
    const wallet = provider as BitcoinProvider | undefined
    if (typeof wallet?.signMessage !== 'function')
      throw new Error('the wallet gives no Bitcoin signer to sign with')
    try {
      return (await wallet.signMessage({ message: text, address, protocol: 'bip322' })).signature
    } catch (error) {
      if (rejectedByUser(error)) throw error
      return (await wallet.signMessage({ message: text, address, protocol: 'ecdsa' })).signature
    }
  },
  /** The page's own check (sessions in the page): BIP-322 simple (P2WPKH, P2TR) or a legacy ECDSA signature. */
  async verify({ text, signature, data }: { text: string; signature: string; data: Bip122SignInFields }) {
    const [{ verifyBip322 }, { verifyLegacyMessage }, { bitcoinjsNetworkOf }] = await Promise.all([
      import('../sdk/bip322.js'),
      import('../sdk/legacyMessage.js'),
      import('../sdk/bitcoinNetworks.js'),
    ])
    const network = bitcoinjsNetworkOf(data.chainId)
    return (
      verifyBip322(data.accountAddress, text, signature, network) ||
      verifyLegacyMessage(data.accountAddress, text, signature, network)
    )
  },
}
