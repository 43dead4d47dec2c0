import { createRequire } from 'node:module'

/** The parts of bcoin 1.0.2 (untyped CommonJS) the local chain uses. */
export type BcoinHash = string
export type BcoinScript = { getAddress(): BcoinAddress | null; toRaw(): Buffer }
export type BcoinAddress = { toString(network: string): string }
export type BcoinOutput = { value: number; script: BcoinScript; getAddress(): BcoinAddress | null }
export type BcoinInput = { prevout: { hash: BcoinHash; index: number }; sequence: number }
export type BcoinTx = {
  version: number
  locktime: number
  inputs: BcoinInput[]
  outputs: BcoinOutput[]
  getWeight(): number
  txid(): string
  hash(encoding: 'hex'): BcoinHash
  toRaw(): Buffer
  getVirtualSize(): number
  isCoinbase(): boolean
}
export type BcoinTxMeta = { tx: BcoinTx; height: number; block: BcoinHash | null; time: number }
export type BcoinCoin = { hash: BcoinHash; index: number; value: number; height: number; txid(): string }
export type BcoinEntry = { hash: BcoinHash; height: number; time: number }
export type BcoinKeyRing = { getAddress(): BcoinAddress; witness: boolean }
export type BcoinMtx = {
  addOutput(address: BcoinAddress | string, value: number): void
  fund(coins: BcoinCoin[], options: { changeAddress: BcoinAddress; rate: number }): Promise<unknown>
  sign(ring: BcoinKeyRing | BcoinKeyRing[]): number
  toTX(): BcoinTx
}
export type BcoinFullNode = {
  open(): Promise<void>
  close(): Promise<void>
  network: { type: string }
  chain: {
    height: number
    tip: BcoinEntry
    add(block: unknown): Promise<unknown>
    getEntryByHeight(height: number): Promise<BcoinEntry | null>
    getEntry(hash: BcoinHash): Promise<BcoinEntry | null>
  }
  mempool: {
    addTX(tx: BcoinTx): Promise<unknown[] | null>
    getMeta(hash: BcoinHash): BcoinTxMeta | null
    size: number
  }
  miner: { createJob(tip: null, address: BcoinAddress): Promise<{ mineAsync(): Promise<unknown> }> }
  http: unknown
  getCoinsByAddress(addresses: BcoinAddress[]): Promise<BcoinCoin[]>
  getMetaByAddress(addresses: BcoinAddress[]): Promise<BcoinTxMeta[]>
  getMeta(hash: BcoinHash): Promise<BcoinTxMeta | null>
  getCoin(hash: BcoinHash, index: number): Promise<BcoinCoin | null>
}
export type Bcoin = {
  FullNode: new (options: Record<string, unknown>) => BcoinFullNode
  KeyRing: { fromPrivate(key: Buffer, compress?: boolean): BcoinKeyRing }
  MTX: new () => BcoinMtx
  TX: { fromRaw(raw: Buffer): BcoinTx }
  Address: { fromString(text: string, network: string): BcoinAddress }
  hd: {
    fromMnemonic(mnemonic: unknown): { derivePath(path: string): { privateKey: Buffer } }
    Mnemonic: { fromPhrase(phrase: string): unknown }
  }
  util: { revHex(hex: string): string }
}

let loaded: Bcoin | undefined

/**
 * bcoin, installed without its install scripts: its native modules (mrmr, the native bcrypto backends) are not built,
 * so it runs on its JavaScript backends (NODE_BACKEND=js, read when its modules load). LevelDB is stubbed; the chain
 * runs in memory.
 */
export function loadBcoin(): Bcoin {
  if (loaded) return loaded
  process.env.NODE_BACKEND = 'js'
  loaded = createRequire(import.meta.url)('bcoin') as Bcoin
  return loaded
}
