import { secp256k1 } from '@noble/curves/secp256k1'
import { address as addressCodec, type Network, Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addressInfoSchema,
  balanceOf,
  esploraTxSchema,
  feeEstimatesSchema,
  MAX_TX_HEX_BYTES,
  txStatusSchema,
  utxoListSchema,
} from '../../../plugins/bitcoin/protocol/esplora.js'
import { type DevBitcoinAccount, devBitcoinAccounts } from './devBitcoinAccounts.js'
import { createEsploraApp } from './esploraApp.js'
import { type LocalBitcoinChain, startLocalBitcoinChain } from './localBitcoinChain.js'

const REGTEST: Network = {
  messagePrefix: '\x18Bitcoin Signed Message:\n',
  bech32: 'rb',
  bip32: { public: 0xeab4fa05, private: 0xeab404c7 },
  pubKeyHash: 0x3c,
  scriptHash: 0x26,
  wif: 0x5a,
}
const [payment, ordinal] = devBitcoinAccounts() as [DevBitcoinAccount, DevBitcoinAccount]
let chain: LocalBitcoinChain
let app: ReturnType<typeof createEsploraApp>
const get = async (path: string, init?: RequestInit) => {
  const response = await app.request(path, init)
  return { status: response.status, text: await response.text(), headers: response.headers }
}

beforeAll(async () => {
  chain = await startLocalBitcoinChain()
  await chain.fund([{ address: payment.address, sats: 200_000_000 }])
  app = createEsploraApp(chain, { allowOrigin: async (origin) => origin === 'http://127.0.0.1:5173' })
}, 60_000)
afterAll(() => chain?.close())

describe('the esplora API of the local Bitcoin chain', () => {
  it('answers address stats, UTXOs, history, tip and fee estimates in esplora shapes', async () => {
    const info = addressInfoSchema.parse(JSON.parse((await get(`/address/${payment.address}`)).text))
    expect(balanceOf(info)).toBe(200_000_000)
    const utxos = utxoListSchema.parse(JSON.parse((await get(`/address/${payment.address}/utxo`)).text))
    expect(utxos).toEqual([
      expect.objectContaining({ value: 200_000_000, status: expect.objectContaining({ confirmed: true }) }),
    ])
    const txs = JSON.parse((await get(`/address/${payment.address}/txs`)).text) as unknown[]
    expect(
      esploraTxSchema.parse(txs[0]).vout.some((output) => output.scriptpubkey_address === payment.address),
    ).toBe(true)
    expect(Number((await get('/blocks/tip/height')).text)).toBe(chain.node.chain.height)
    expect((await get('/blocks/tip/hash')).text).toMatch(/^[0-9a-f]{64}$/)
    expect(feeEstimatesSchema.parse(JSON.parse((await get('/fee-estimates')).text))['6']).toBeGreaterThan(1)
  })

  it('broadcasts a signed transaction (POST /tx), confirms it, and the balances change', async () => {
    const [utxo] = utxoListSchema.parse(JSON.parse((await get(`/address/${payment.address}/utxo`)).text))
    if (!utxo) throw new Error('no utxo')
    const secret = Uint8Array.from(Buffer.from(payment.devOnlySecretKey, 'hex'))
    const psbt = new Psbt({ network: REGTEST })
      .addInput({
        hash: utxo.txid,
        index: utxo.vout,
        witnessUtxo: {
          script: addressCodec.toOutputScript(payment.address, REGTEST),
          value: BigInt(utxo.value),
        },
      })
      .addOutput({ address: ordinal.address, value: 50_000n })
      .addOutput({ address: payment.address, value: BigInt(utxo.value - 50_000 - 500) })
    psbt.signAllInputs({
      publicKey: secp256k1.getPublicKey(secret, true),
      sign: (hash) => secp256k1.sign(hash, secret, { lowS: true }).toCompactRawBytes(),
    })
    psbt.finalizeAllInputs()
    const hex = psbt.extractTransaction().toHex()
    const sent = await get('/tx', { method: 'POST', body: hex })
    expect(sent.status).toBe(200)
    expect(sent.text).toMatch(/^[0-9a-f]{64}$/)
    expect(txStatusSchema.parse(JSON.parse((await get(`/tx/${sent.text}/status`)).text)).confirmed).toBe(true)
    expect((await get(`/tx/${sent.text}/hex`)).text).toBe(hex)
    expect(esploraTxSchema.parse(JSON.parse((await get(`/tx/${sent.text}`)).text)).fee).toBe(500)
    const after = addressInfoSchema.parse(JSON.parse((await get(`/address/${payment.address}`)).text))
    expect(balanceOf(after)).toBe(200_000_000 - 50_000 - 500)
    expect(after.chain_stats.spent_txo_sum).toBe(200_000_000)
    const again = await get('/tx', { method: 'POST', body: hex })
    expect(again.status).toBe(400)
    expect(again.text).toMatch(/^sendrawtransaction RPC error: /)
  })

  it('refuses malformed input with a clear message, by bytes as well', async () => {
    const cases: [string, RequestInit | undefined, number, RegExp][] = [
      ['/address/not-an-address!', undefined, 400, /bech32 or base58/],
      ['/address/x', undefined, 400, /14 to 90/],
      [`/address/${'q'.repeat(91)}`, undefined, 400, /14 to 90/],
      ['/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', undefined, 400, /rb1/],
      ['/address/rb1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelmarfta/utxo', undefined, 400, /rb1/],
      ['/tx/1234', undefined, 400, /64 lower-case hex/],
      [`/tx/${'A'.repeat(64)}/status`, undefined, 400, /64 lower-case hex/],
      [`/tx/${'0'.repeat(64)}`, undefined, 404, /not found/],
      ['/tx', { method: 'POST', body: 'hello' }, 400, /raw transaction in hex/],
      ['/tx', { method: 'POST', body: 'abc' }, 400, /raw transaction in hex/],
      ['/tx', { method: 'POST', body: '00'.repeat(20) }, 400, /decode|RPC error/],
      ['/tx', { method: 'POST', body: '0'.repeat(MAX_TX_HEX_BYTES + 10) }, 413, /at most/],
      ['/nothing', undefined, 404, /not found/],
    ]
    for (const [path, init, status, message] of cases) {
      const answer = await get(path, init)
      expect([path, answer.status]).toEqual([path, status])
      expect(answer.text).toMatch(message)
    }
  })

  it('lets browser pages in only from allowed origins', async () => {
    const refused = await get('/blocks/tip/height', { headers: { origin: 'https://evil.example' } })
    expect(refused.status).toBe(403)
    const allowed = await get('/blocks/tip/height', { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
  })
})
