import * as z from 'zod/mini'

/**
 * The esplora HTTP API (Blockstream's esplora, mempool.space) as the plugin reads it and as the local chain's
 * esplora server in walletdock-services answers it: amounts in satoshis, txids in display (big-endian) hex.
 */

/** The most a broadcast body may hold: a raw transaction of 100 KB (bitcoind's standard size limit) in hex. */
export const MAX_TX_HEX_BYTES = 200_000
/** Transactions per `GET /address/:address/txs` answer (esplora: up to 50 mempool, then 25 confirmed). */
export const MAX_ADDRESS_TXS = 50

/** A bech32/bech32m (segwit) or base58 address, by its characters only; the server decodes it for its network. */
export const bitcoinAddressSchema = z
  .string({ error: 'address must be a string' })
  .check(
    z.minLength(14, 'address must be 14 to 90 characters'),
    z.maxLength(90, 'address must be 14 to 90 characters'),
    z.regex(/^[a-zA-Z0-9]+$/, 'address must be bech32 or base58 characters only'),
  )
export const txidSchema = z
  .string({ error: 'txid must be a string' })
  .check(z.regex(/^[0-9a-f]{64}$/, 'txid must be 64 lower-case hex characters'))
/** A raw transaction in hex, as `POST /tx` takes it (the body, text). */
export const rawTxHexSchema = z
  .string()
  .check(
    z.minLength(20, 'the body must be a raw transaction in hex'),
    z.maxLength(MAX_TX_HEX_BYTES, `the body must be at most ${MAX_TX_HEX_BYTES} hex characters`),
    z.regex(/^([0-9a-fA-F]{2})+$/, 'the body must be a raw transaction in hex (even length, 0-9a-f)'),
  )

const sats = z.int().check(z.nonnegative())
export const txStatusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.optional(z.int()),
  block_hash: z.optional(z.string()),
  block_time: z.optional(z.int()),
})
export type TxStatus = z.infer<typeof txStatusSchema>

export const utxoSchema = z.object({ txid: txidSchema, vout: z.int(), value: sats, status: txStatusSchema })
export const utxoListSchema = z.array(utxoSchema)
export type Utxo = z.infer<typeof utxoSchema>

const statsSchema = z.object({
  funded_txo_count: sats,
  funded_txo_sum: sats,
  spent_txo_count: sats,
  spent_txo_sum: sats,
  tx_count: sats,
})
export type AddressStats = z.infer<typeof statsSchema>
export const addressInfoSchema = z.object({
  address: z.string(),
  chain_stats: statsSchema,
  mempool_stats: statsSchema,
})
export type AddressInfo = z.infer<typeof addressInfoSchema>

/** An address's balance in satoshis: what it was paid minus what it spent, confirmed and in the mempool. */
export const balanceOf = (info: AddressInfo): number =>
  info.chain_stats.funded_txo_sum -
  info.chain_stats.spent_txo_sum +
  info.mempool_stats.funded_txo_sum -
  info.mempool_stats.spent_txo_sum

export const esploraTxSchema = z.object({
  txid: txidSchema,
  version: z.int(),
  locktime: z.int(),
  size: z.int(),
  weight: z.int(),
  fee: sats,
  vin: z.array(
    z.object({
      txid: z.string(),
      vout: z.int(),
      is_coinbase: z.boolean(),
      sequence: z.int(),
      prevout: z.nullable(
        z.object({ scriptpubkey: z.string(), scriptpubkey_address: z.optional(z.string()), value: sats }),
      ),
    }),
  ),
  vout: z.array(
    z.object({ scriptpubkey: z.string(), scriptpubkey_address: z.optional(z.string()), value: sats }),
  ),
  status: txStatusSchema,
})
export type EsploraTx = z.infer<typeof esploraTxSchema>

/** `GET /fee-estimates`: confirmation target in blocks -> sat/vB. */
export const feeEstimatesSchema = z.record(z.string().check(z.regex(/^\d{1,4}$/)), z.number())
export type FeeEstimates = z.infer<typeof feeEstimatesSchema>
