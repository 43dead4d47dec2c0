import { describe, expect, it } from 'vitest'
import { bip322MessageHash, signBip322, verifyBip322 } from './bip322.js'
import { bitcoinjsNetworkOf } from './bitcoinNetworks.js'

const mainnet = bitcoinjsNetworkOf('bip122:000000000019d6689c085ae165831e93')
const regtest = bitcoinjsNetworkOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
const testnet = bitcoinjsNetworkOf('bip122:000000000933ea01ad0ee984209779ba')
// BIP-322's own test vectors (P2WPKH, key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const VECTOR_EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const VECTOR_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const key = (byte: number) => new Uint8Array(32).fill(byte)

describe('BIP-322 simple signatures', () => {
  it('hashes messages as the BIP lists', () => {
    expect(Buffer.from(bip322MessageHash('')).toString('hex')).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(Buffer.from(bip322MessageHash('Hello World')).toString('hex')).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it("verifies the BIP's P2WPKH vectors and refuses them for another message or address", () => {
    expect(verifyBip322(VECTOR_ADDRESS, '', VECTOR_EMPTY, mainnet)).toBe(true)
    expect(verifyBip322(VECTOR_ADDRESS, 'Hello World', VECTOR_HELLO, mainnet)).toBe(true)
    expect(verifyBip322(VECTOR_ADDRESS, 'Hello World', VECTOR_EMPTY, mainnet)).toBe(false)
    expect(verifyBip322('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '', VECTOR_EMPTY, mainnet)).toBe(false)
  })

  it('signs and verifies for P2WPKH and P2TR on the local chain, and refuses edits', async () => {
    const { payments } = await import('bitcoinjs-lib')
    const { ecdsaSigner, taprootSigner } = await import('./ecc.js')
    const segwit = payments.p2wpkh({ pubkey: ecdsaSigner(key(1)).publicKey, network: regtest })
      .address as string
    const taproot = payments.p2tr({ internalPubkey: taprootSigner(key(2)).internalPubkey, network: regtest })
      .address as string
    expect(segwit.startsWith('rb1q')).toBe(true)
    expect(taproot.startsWith('rb1p')).toBe(true)
    const segwitSignature = signBip322('sign in', key(1), regtest, 'p2wpkh')
    const taprootSignature = signBip322('sign in', key(2), regtest, 'p2tr')
    expect(verifyBip322(segwit, 'sign in', segwitSignature, regtest)).toBe(true)
    expect(verifyBip322(taproot, 'sign in', taprootSignature, regtest)).toBe(true)
    expect(verifyBip322(segwit, 'sign in!', segwitSignature, regtest)).toBe(false)
    expect(verifyBip322(taproot, 'sign in!', taprootSignature, regtest)).toBe(false)
    expect(verifyBip322(taproot, 'sign in', segwitSignature, regtest)).toBe(false)
    expect(verifyBip322(segwit, 'sign in', 'not base64 !', regtest)).toBe(false)
  })

  it("signs and verifies for nested segwit (P2SH-P2WPKH, 3… / 2…); refuses another message, another address and the key's P2WPKH signature", async () => {
    const { payments } = await import('bitcoinjs-lib')
    const { ecdsaSigner } = await import('./ecc.js')
    const nested = (secret: Uint8Array, network: typeof mainnet) =>
      payments.p2sh({ redeem: payments.p2wpkh({ pubkey: ecdsaSigner(secret).publicKey, network }), network })
        .address as string
    const onMainnet = nested(key(3), mainnet)
    const onRegtest = nested(key(3), regtest)
    expect(onMainnet.startsWith('3')).toBe(true)
    expect(nested(key(3), testnet).startsWith('2')).toBe(true)
    const signature = signBip322('sign in', key(3), mainnet, 'p2sh-p2wpkh')
    expect(verifyBip322(onMainnet, 'sign in', signature, mainnet)).toBe(true)
    expect(
      verifyBip322(onRegtest, 'sign in', signBip322('sign in', key(3), regtest, 'p2sh-p2wpkh'), regtest),
    ).toBe(true)
    expect(verifyBip322(onMainnet, 'sign in!', signature, mainnet)).toBe(false)
    expect(verifyBip322(nested(key(4), mainnet), 'sign in', signature, mainnet)).toBe(false)
    // The same key's P2WPKH signature commits to another to_spend: it does not sign for the nested address.
    expect(
      verifyBip322(onMainnet, 'sign in', signBip322('sign in', key(3), mainnet, 'p2wpkh'), mainnet),
    ).toBe(false)
  })
})
