import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { signBip322 } from '../sdk/bip322.js'
import { bitcoinjsNetworkOf } from '../sdk/bitcoinNetworks.js'
import { ecdsaSigner } from '../sdk/ecc.js'
import { legacyMessageHash } from '../sdk/legacyMessage.js'
import type { SignMessageRequest } from '../types.js'
import { bip122Format } from './bip122Format.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const network = bitcoinjsNetworkOf(REGTEST)
const secret = new Uint8Array(32).fill(5)
const address = payments.p2wpkh({ pubkey: ecdsaSigner(secret).publicKey, network }).address as string
const stranger = payments.p2wpkh({ pubkey: ecdsaSigner(new Uint8Array(32).fill(6)).publicKey, network })
  .address as string
const data = {
  accountAddress: address,
  chainId: REGTEST,
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  version: '1' as const,
  nonce: 'a1b2c3d4e5f6a7b8',
}
/** The legacy ECDSA signature (P2WPKH header 39 + recovery) of `message`. */
const signLegacy = (message: string) => {
  const signature = secp256k1.sign(legacyMessageHash(message), secret)
  return base64.encode(Uint8Array.from([39 + signature.recovery, ...signature.toCompactRawBytes()]))
}
/** A wallet behind the plugin's provider: BIP-322 and ECDSA unless `only` says which it does. */
const walletProvider = (only?: 'ecdsa', refuse?: { code: number }) => {
  const asked: string[] = []
  return {
    asked,
    provider: {
      async signMessage({ message, protocol }: SignMessageRequest) {
        asked.push(protocol ?? 'bip322')
        if (refuse) throw Object.assign(new Error('User rejected the request.'), refuse)
        if (only === 'ecdsa' && protocol !== 'ecdsa') throw new Error('bip322 is not supported')
        const signature =
          protocol === 'ecdsa' ? signLegacy(message) : signBip322(message, secret, network, 'p2wpkh')
        return { address, signature, protocol: protocol ?? 'bip322' }
      },
    },
  }
}

describe('the bip122 sign-in format', () => {
  it('has the payment address sign with BIP-322; the page check accepts it, and refuses forgeries and other addresses', async () => {
    const format = await bip122Format.load()
    const text = format.build(data)
    const { provider, asked } = walletProvider()
    const signature = await format.sign({ provider, address, text })
    expect(asked).toEqual(['bip322'])
    expect(await format.verify({ text, signature, data })).toBe(true)
    const forged = base64.decode(signature)
    forged[10] = (forged[10] ?? 0) ^ 1
    expect(await format.verify({ text, signature: base64.encode(forged), data })).toBe(false)
    // The same signature for a message naming another address; another account's signature for ours.
    const foreign = format.build({ ...data, accountAddress: stranger })
    expect(
      await format.verify({ text: foreign, signature, data: { ...data, accountAddress: stranger } }),
    ).toBe(false)
    const strangers = signBip322(text, new Uint8Array(32).fill(6), network, 'p2wpkh')
    expect(await format.verify({ text, signature: strangers, data })).toBe(false)
  })

  it('a wallet that only signs the legacy way is asked for ECDSA; a refusal of the user is not asked again', async () => {
    const format = await bip122Format.load()
    const text = format.build(data)
    const legacy = walletProvider('ecdsa')
    const signature = await format.sign({ provider: legacy.provider, address, text })
    expect(legacy.asked).toEqual(['bip322', 'ecdsa'])
    expect(await format.verify({ text, signature, data })).toBe(true)
    expect(await format.verify({ text: `${text} `, signature, data })).toBe(false)

    const refusing = walletProvider(undefined, { code: 4001 })
    await expect(format.sign({ provider: refusing.provider, address, text })).rejects.toThrow('User rejected')
    expect(refusing.asked).toEqual(['bip322'])
    await expect(format.sign({ provider: {}, address, text })).rejects.toThrow('no Bitcoin signer')
  })
})
