import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { PriceTable } from '../blockchain/chainConfig.js'

const priceTableSchema = z.record(
  z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'each key is a token symbol such as ETH'),
  z.number().nonnegative('each price is a USD amount, 0 or more'),
)

/** Reads a price table file (`{"ETH": 3000, "DUSD": 1}`); symbols are matched upper case. */
export function readPriceTable(path: string): PriceTable {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw new Error(`${path} is not a JSON file of prices; write it like {"ETH": 3000, "DUSD": 1}`, {
      cause: error,
    })
  }
  const parsed = priceTableSchema.safeParse(json)
  if (!parsed.success) {
    const problem = parsed.error.issues[0]
    throw new Error(`${path}: ${problem?.path.join('.') || 'prices'}: ${problem?.message}`)
  }
  return Object.fromEntries(
    Object.entries(parsed.data).map(([symbol, price]) => [symbol.toUpperCase(), price]),
  )
}
