import { base58 } from '@scure/base'
import { siwsText } from '../protocol/siwsText.js'
import type { SiwxFormatImplementation } from '../types.js'

type SolanaSigner = {
  signMessage?(message: Uint8Array): Promise<Uint8Array | { signature: Uint8Array }>
  request?(args: { method: string; params: unknown }): Promise<unknown>
}

/** Sign-In With Solana (CAIP-122) text (protocol/siwsText.ts), signed with the wallet's signMessage. */
export const solanaMessage: SiwxFormatImplementation = {
  build: siwsText.build,
  parse: siwsText.parse,
  async sign({ provider, address, text }) {
    const signer = provider as SolanaSigner | undefined
    const bytes = new TextEncoder().encode(text)
    if (typeof signer?.signMessage === 'function') {
      const answer = await signer.signMessage(bytes)
      return base58.encode(answer instanceof Uint8Array ? answer : answer.signature)
    }
    if (typeof signer?.request === 'function') {
      // A wallet behind a channel (relay, embedded frame): solana_signMessage with the base58 message and
      // the account that must sign it.
      const answer = (await signer.request({
        method: 'solana_signMessage',
        params: { message: base58.encode(bytes), pubkey: address },
      })) as { signature?: unknown }
      if (typeof answer?.signature === 'string') return answer.signature
    }
    throw new Error('the wallet gives no Solana signer to sign with')
  },
}
