import type {
  AddressInfo,
  AddressStats,
  EsploraTx,
  TxStatus,
  Utxo,
} from '../../../plugins/bitcoin/protocol/esplora.js'
import type { BcoinCoin, BcoinTx, BcoinTxMeta } from './loadBcoin.js'
import type { LocalBitcoinChain } from './localBitcoinChain.js'

/** bcoin 1.0.2 keeps hashes in internal (little-endian) hex; esplora shows them reversed. */
export const displayHash = (hash: string): string => Buffer.from(hash, 'hex').reverse().toString('hex')

async function statusAt(chain: LocalBitcoinChain, height: number): Promise<TxStatus> {
  if (height < 0) return { confirmed: false }
  const entry = await chain.node.chain.getEntryByHeight(height)
  if (!entry) return { confirmed: false }
  return {
    confirmed: true,
    block_height: height,
    block_hash: displayHash(entry.hash),
    block_time: entry.time,
  }
}

export async function utxoJson(chain: LocalBitcoinChain, coins: BcoinCoin[]): Promise<Utxo[]> {
  return Promise.all(
    coins.map(async (coin) => ({
      txid: coin.txid(),
      vout: coin.index,
      value: coin.value,
      status: await statusAt(chain, coin.height),
    })),
  )
}

const emptyStats = (): AddressStats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

/** esplora's address stats, from every transaction that pays or spends the address. */
export function addressInfoJson(address: string, metas: BcoinTxMeta[]): AddressInfo {
  const byHash = new Map(metas.map((meta) => [meta.tx.hash('hex'), meta.tx]))
  const info: AddressInfo = { address, chain_stats: emptyStats(), mempool_stats: emptyStats() }
  for (const { tx, height } of metas) {
    const stats = height < 0 ? info.mempool_stats : info.chain_stats
    stats.tx_count += 1
    for (const output of tx.outputs) {
      if (output.getAddress()?.toString('regtest') !== address) continue
      stats.funded_txo_count += 1
      stats.funded_txo_sum += output.value
    }
    for (const { prevout } of tx.isCoinbase() ? [] : tx.inputs) {
      const spent = byHash.get(prevout.hash)?.outputs[prevout.index]
      if (spent?.getAddress()?.toString('regtest') !== address) continue
      stats.spent_txo_count += 1
      stats.spent_txo_sum += spent.value
    }
  }
  return info
}

/** esplora's transaction shape: inputs with the outputs they spend, the fee, the confirmation status. */
export async function txJson(chain: LocalBitcoinChain, tx: BcoinTx, height: number): Promise<EsploraTx> {
  const coinbase = tx.isCoinbase()
  const vin = await Promise.all(
    tx.inputs.map(async ({ prevout, sequence }) => {
      const previous = coinbase ? null : await chain.node.getMeta(prevout.hash)
      const output = previous?.tx.outputs[prevout.index]
      return {
        txid: displayHash(prevout.hash),
        vout: coinbase ? 0xffffffff : prevout.index,
        is_coinbase: coinbase,
        sequence,
        prevout: output ? outputJson(output) : null,
      }
    }),
  )
  const paid = vin.reduce((sum, input) => sum + (input.prevout?.value ?? 0), 0)
  const vout = tx.outputs.map(outputJson)
  return {
    txid: tx.txid(),
    version: tx.version,
    locktime: tx.locktime,
    size: tx.toRaw().length,
    weight: tx.getWeight(),
    fee: coinbase ? 0 : paid - vout.reduce((sum, output) => sum + output.value, 0),
    vin,
    vout,
    status: await statusAt(chain, height),
  }
}

function outputJson(output: BcoinTx['outputs'][number]) {
  const address = output.getAddress()?.toString('regtest')
  return {
    scriptpubkey: output.script.toRaw().toString('hex'),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: output.value,
  }
}
