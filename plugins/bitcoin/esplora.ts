import type * as z from 'zod/mini'
import { BitcoinEsploraError } from './errors.js'
import {
  type AddressInfo,
  addressInfoSchema,
  balanceOf,
  feeEstimatesSchema,
  txidSchema,
  type Utxo,
  utxoListSchema,
} from './protocol/esplora.js'

/** Reads of a network's esplora API (its `rpcUrls.default.http[0]`), each answer checked against the wire contract. */
export function esploraClient(baseUrl: string, fetcher: typeof fetch = fetch) {
  const base = baseUrl.replace(/\/$/, '')
  async function call(path: string, init?: RequestInit): Promise<string> {
    const url = `${base}${path}`
    const response = await fetcher(url, init)
    const body = await response.text()
    if (!response.ok) throw new BitcoinEsploraError({ url, status: response.status, body })
    return body
  }
  const json = async <T>(schema: z.ZodMiniType<T>, path: string): Promise<T> =>
    schema.parse(JSON.parse(await call(path)))
  return {
    addressInfo: (address: string): Promise<AddressInfo> =>
      json(addressInfoSchema, `/address/${encodeURIComponent(address)}`),
    balance: async (address: string): Promise<bigint> =>
      BigInt(balanceOf(await json(addressInfoSchema, `/address/${encodeURIComponent(address)}`))),
    utxos: (address: string): Promise<Utxo[]> =>
      json(utxoListSchema, `/address/${encodeURIComponent(address)}/utxo`),
    feeRate: async (target = '6'): Promise<number> => {
      const estimates = await json(feeEstimatesSchema, '/fee-estimates')
      return Math.max(1, Math.ceil(estimates[target] ?? estimates['1'] ?? 1))
    },
    broadcast: async (hex: string): Promise<string> =>
      txidSchema.parse((await call('/tx', { method: 'POST', body: hex })).trim()),
  }
}
export type EsploraClient = ReturnType<typeof esploraClient>
