import { Psbt, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { bitcoinjsNetworkOf } from './bitcoinNetworks.js'
import { ecdsaSigner, initBitcoinEcc, taprootSigner, validateSignature } from './ecc.js'

// The local chain (bcoin 1.0.2) has no Taproot: P2TR spends are proven here by PSBT signature checks only.
const regtest = bitcoinjsNetworkOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
const key = (byte: number) => new Uint8Array(32).fill(byte)
const previousTxid = 'aa'.repeat(32)

describe('PSBTs with bitcoinjs-lib on the @noble/curves signer', () => {
  it('signs a P2WPKH input; the signature checks, a tampered one does not', () => {
    const signer = ecdsaSigner(key(3))
    const payment = payments.p2wpkh({ pubkey: signer.publicKey, network: regtest })
    const psbt = new Psbt({ network: regtest })
      .addInput({
        hash: previousTxid,
        index: 0,
        witnessUtxo: { script: payment.output as Uint8Array, value: 10_000n },
      })
      .addOutput({ address: payment.address as string, value: 9_000n })
    psbt.signInput(0, signer)
    expect(psbt.validateSignaturesOfAllInputs(validateSignature)).toBe(true)
    const partial = psbt.data.inputs[0]?.partialSig?.[0]
    if (!partial) throw new Error('no partial signature')
    const tampered = Psbt.fromBase64(psbt.toBase64(), { network: regtest })
    const bytes = Uint8Array.from(partial.signature)
    bytes[8] = (bytes[8] as number) ^ 1
    tampered.data.inputs[0] = {
      ...tampered.data.inputs[0],
      partialSig: [{ pubkey: partial.pubkey, signature: bytes }],
    }
    expect(tampered.validateSignaturesOfAllInputs(validateSignature)).toBe(false)
    psbt.finalizeAllInputs()
    expect(psbt.extractTransaction().ins[0]?.witness).toHaveLength(2)
  })

  it('signs a P2TR key-path input (BIP-86 tweak) with Schnorr; the signature checks against the output key', () => {
    initBitcoinEcc()
    const signer = taprootSigner(key(4))
    const payment = payments.p2tr({ internalPubkey: signer.internalPubkey, network: regtest })
    expect(payment.address).toMatch(/^rb1p/)
    const psbt = new Psbt({ network: regtest })
      .addInput({
        hash: previousTxid,
        index: 1,
        witnessUtxo: { script: payment.output as Uint8Array, value: 20_000n },
        tapInternalKey: signer.internalPubkey,
      })
      .addOutput({ address: payment.address as string, value: 19_000n })
    psbt.signInput(0, signer)
    expect(psbt.validateSignaturesOfAllInputs(validateSignature)).toBe(true)
    // Another key's Schnorr signature over the same input is refused.
    const other = taprootSigner(key(5))
    const wrong = new Psbt({ network: regtest }).addInput({
      hash: previousTxid,
      index: 1,
      witnessUtxo: { script: payment.output as Uint8Array, value: 20_000n },
      tapInternalKey: signer.internalPubkey,
    })
    wrong.addOutput({ address: payment.address as string, value: 19_000n })
    expect(() => wrong.signInput(0, other)).toThrow()
    psbt.finalizeAllInputs()
    const witness = psbt.extractTransaction().ins[0]?.witness
    expect(witness).toHaveLength(1)
    expect(witness?.[0]).toHaveLength(64)
  })
})
