import { randomBytes } from 'node:crypto'
import { BCOIN_NETWORK } from './devBitcoinAccounts.js'
import {
  type BcoinAddress,
  type BcoinCoin,
  type BcoinFullNode,
  type BcoinTx,
  type BcoinTxMeta,
  loadBcoin,
} from './loadBcoin.js'

/** Segwit activates on bcoin's regtest at 432 blocks; 100 more mature the first coinbases. */
export const BLOCKS_BEFORE_SEGWIT = 432
/** The regtest genesis block's hash (display order); its first 32 characters make the CAIP-2 id. */
export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
export const REGTEST_CAIP2 = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}`

/** A transaction the chain refused: bcoin's reason (bad-txns-inputs-missingorspent, mandatory-script-verify-flag-failed, ...). */
export class BitcoinTxRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`the local Bitcoin chain refused the transaction: ${reason}`)
    this.name = 'BitcoinTxRefusedError'
  }
}

export type LocalBitcoinChain = {
  node: BcoinFullNode
  address(text: string): BcoinAddress
  /** Mines `count` blocks paying the chain's miner key; resolves with the new tip height. */
  mine(count: number): Promise<number>
  /** Validates and accepts a raw transaction into the mempool, then mines it into a block unless `automine` is off. */
  broadcast(raw: Buffer): Promise<string>
  /** Pays `sats` from the miner's coins to each address (one transaction) and mines it. */
  fund(payments: readonly { address: string; sats: number }[]): Promise<string>
  coins(address: BcoinAddress): Promise<BcoinCoin[]>
  history(address: BcoinAddress): Promise<BcoinTxMeta[]>
  close(): Promise<void>
}

/**
 * bcoin's full node on regtest, in memory and offline (no peers, no listening socket): it mines past segwit's
 * activation at start. Every block goes through bcoin's full validation, so a forged signature or a double spend is
 * refused as on any Bitcoin node. There is no Taproot: bcoin 1.0.2 predates it.
 */
export async function startLocalBitcoinChain(
  options: {
    automine?: boolean
    /** bcoin's own HTTP and JSON-RPC server (bitcoind-style RPC, `generatetoaddress`): on 127.0.0.1, behind this key. */
    nodeHttp?: { port: number; apiKey: string }
  } = {},
): Promise<LocalBitcoinChain> {
  const bcoin = loadBcoin()
  const node = new bcoin.FullNode({
    network: BCOIN_NETWORK,
    memory: true,
    workers: false,
    listen: false,
    logLevel: 'none',
    indexTX: true,
    indexAddress: true,
    maxOrphans: 0,
    // bcoin always serves HTTP: on loopback, behind a key (without one it would answer anyone on loopback).
    httpHost: '127.0.0.1',
    httpPort: options.nodeHttp?.port ?? 0,
    apiKey: options.nodeHttp?.apiKey ?? randomBytes(24).toString('hex'),
  })
  await node.open()
  const miner = bcoin.KeyRing.fromPrivate(randomBytes(32), true)
  miner.witness = true
  let queue: Promise<unknown> = Promise.resolve()
  // One block at a time: mining and accepting transactions must not interleave.
  const serialized = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(run)
    queue = result.catch(() => undefined)
    return result
  }
  const mineNow = async (count: number) => {
    for (let index = 0; index < count; index++) {
      const job = await node.miner.createJob(null, miner.getAddress())
      await node.chain.add(await job.mineAsync())
    }
    return node.chain.height
  }
  const accept = async (tx: BcoinTx) => {
    let missing: unknown[] | null
    try {
      missing = await node.mempool.addTX(tx)
    } catch (error) {
      const reason = (error as { reason?: unknown }).reason
      if (typeof reason === 'string') throw new BitcoinTxRefusedError(reason)
      throw error
    }
    // maxOrphans 0: a transaction spending unknown or spent outputs is dropped, never kept as an orphan.
    if (missing && missing.length > 0) throw new BitcoinTxRefusedError('bad-txns-inputs-missingorspent')
    if (options.automine !== false) await mineNow(1)
    return tx.txid()
  }
  await mineNow(BLOCKS_BEFORE_SEGWIT + 1)
  return {
    node,
    address: (text) => bcoin.Address.fromString(text, BCOIN_NETWORK),
    mine: (count) => serialized(() => mineNow(count)),
    broadcast: (raw) =>
      serialized(() => {
        let tx: BcoinTx
        try {
          tx = bcoin.TX.fromRaw(raw)
        } catch {
          throw new BitcoinTxRefusedError('TX decode failed')
        }
        return accept(tx)
      }),
    fund: (payments) =>
      serialized(async () => {
        const mtx = new bcoin.MTX()
        for (const { address, sats } of payments)
          mtx.addOutput(bcoin.Address.fromString(address, BCOIN_NETWORK), sats)
        const height = node.chain.height
        const mature = (await node.getCoinsByAddress([miner.getAddress()])).filter(
          (coin) => coin.height >= 0 && height - coin.height >= 100,
        )
        await mtx.fund(mature, { changeAddress: miner.getAddress(), rate: 2000 })
        mtx.sign(miner)
        return accept(mtx.toTX())
      }),
    coins: (address) => node.getCoinsByAddress([address]),
    history: (address) => node.getMetaByAddress([address]),
    close: () => serialized(() => node.close()),
  }
}
