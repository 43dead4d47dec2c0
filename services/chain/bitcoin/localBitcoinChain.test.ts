import { secp256k1 } from '@noble/curves/secp256k1'
import { address as addressCodec, type Network, Psbt, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevBitcoinAccount, devBitcoinAccounts } from './devBitcoinAccounts.js'
import { displayHash } from './esploraJson.js'
import { BitcoinTxRefusedError, type LocalBitcoinChain, startLocalBitcoinChain } from './localBitcoinChain.js'

// bcoin's regtest parameters (bech32 `rb`, not Bitcoin Core's `bcrt`).
const REGTEST: Network = {
  messagePrefix: '\x18Bitcoin Signed Message:\n',
  bech32: 'rb',
  bip32: { public: 0xeab4fa05, private: 0xeab404c7 },
  pubKeyHash: 0x3c,
  scriptHash: 0x26,
  wif: 0x5a,
}
const [payment, ordinal] = devBitcoinAccounts() as [DevBitcoinAccount, DevBitcoinAccount]
const secret = Uint8Array.from(Buffer.from(payment.devOnlySecretKey, 'hex'))
const signer = {
  publicKey: secp256k1.getPublicKey(secret, true),
  sign: (hash: Uint8Array) => secp256k1.sign(hash, secret, { lowS: true }).toCompactRawBytes(),
}
const validate = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
  secp256k1.verify(signature, hash, pubkey)

let chain: LocalBitcoinChain

/** A PSBT paying `sats` from one of the payment key's coins to the ordinal address, change back, signed. */
async function signedSpend(sats: number, coinIndex = 0): Promise<Psbt> {
  const coins = await chain.coins(chain.address(payment.address))
  const coin = coins.filter((c) => c.height >= 0)[coinIndex]
  if (!coin) throw new Error('no confirmed coin to spend')
  const psbt = new Psbt({ network: REGTEST })
  psbt.addInput({
    hash: coin.txid(),
    index: coin.index,
    witnessUtxo: { script: addressCodec.toOutputScript(payment.address, REGTEST), value: BigInt(coin.value) },
  })
  psbt.addOutput({ address: ordinal.address, value: BigInt(sats) })
  psbt.addOutput({ address: payment.address, value: BigInt(coin.value - sats - 1_000) })
  psbt.signAllInputs(signer)
  return psbt
}

beforeAll(async () => {
  chain = await startLocalBitcoinChain({ automine: false })
  await chain.fund([{ address: payment.address, sats: 500_000_000 }])
  await chain.mine(1)
}, 60_000)
afterAll(() => chain?.close())

describe('the local Bitcoin chain (bcoin regtest, in memory)', () => {
  it('derives the dev keys on the BIP-84 path with the rb1 prefix, as bitcoinjs-lib computes them', () => {
    expect(payment.path).toBe("m/84'/1'/0'/0/0")
    expect(payment.address).toMatch(/^rb1q/)
    expect(payments.p2wpkh({ pubkey: signer.publicKey, network: REGTEST }).address).toBe(payment.address)
    expect(chain.node.chain.height).toBeGreaterThanOrEqual(432)
  })

  it('accepts a PSBT built and signed with bitcoinjs-lib, and the coins move', async () => {
    const psbt = await signedSpend(100_000_000)
    expect(psbt.validateSignaturesOfAllInputs(validate)).toBe(true)
    psbt.finalizeAllInputs()
    const tx = psbt.extractTransaction()
    const txid = await chain.broadcast(Buffer.from(tx.toBuffer()))
    expect(txid).toBe(tx.getId())
    await chain.mine(1)
    const received = await chain.coins(chain.address(ordinal.address))
    expect(received.map((coin) => [coin.txid(), coin.value])).toContainEqual([txid, 100_000_000])
    expect((await chain.node.getMeta(Buffer.from(tx.getHash()).toString('hex')))?.height).toBe(
      chain.node.chain.height,
    )
  })

  it('refuses a transaction whose signature was tampered with', async () => {
    const psbt = await signedSpend(1_000)
    psbt.finalizeAllInputs()
    const tx = psbt.extractTransaction()
    const witness = tx.ins[0]?.witness[0] as Uint8Array
    witness[10] = (witness[10] as number) ^ 0xff
    const refusal = await chain.broadcast(Buffer.from(tx.toBuffer())).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(BitcoinTxRefusedError)
    expect((refusal as BitcoinTxRefusedError).reason).toMatch(/script-verify|signature|sig/i)
  })

  it('refuses a double spend, in the mempool and after the first spend is mined', async () => {
    const first = await signedSpend(2_000)
    const second = await signedSpend(3_000) // the same coin, another payment
    first.finalizeAllInputs()
    second.finalizeAllInputs()
    await chain.broadcast(Buffer.from(first.extractTransaction().toBuffer()))
    const inMempool = await chain
      .broadcast(Buffer.from(second.extractTransaction().toBuffer()))
      .catch((error: unknown) => error)
    expect((inMempool as BitcoinTxRefusedError).reason).toMatch(/spent|conflict/)
    await chain.mine(1)
    const afterMined = await chain
      .broadcast(Buffer.from(second.extractTransaction().toBuffer()))
      .catch((error: unknown) => error)
    expect((afterMined as BitcoinTxRefusedError).reason).toBe('bad-txns-inputs-missingorspent')
  })

  it('refuses bytes that are not a transaction', async () => {
    await expect(chain.broadcast(Buffer.from('00ff', 'hex'))).rejects.toThrow(/decode/)
    expect(displayHash('0100')).toBe('0001')
  })
})
