import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { readPriceTable } from './readPriceTable.js'

const dir = mkdtempSync(join(tmpdir(), 'appkit-prices-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const file = (name: string, content: string) => {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

it('reads a price table with symbols upper-cased', () => {
  expect(readPriceTable(file('ok.json', '{"eth": 2500.5, "DUSD": 1}'))).toEqual({ ETH: 2500.5, DUSD: 1 })
})

it('refuses a price table that is not JSON or has a bad price, saying how to write it', () => {
  const notJson = file('bad.json', 'ETH=3000')
  expect(() => readPriceTable(notJson)).toThrow(
    `${notJson} is not a JSON file of prices; write it like {"ETH": 3000, "DUSD": 1}`,
  )
  const negative = file('negative.json', '{"ETH": -1}')
  expect(() => readPriceTable(negative)).toThrow(`${negative}: ETH: each price is a USD amount, 0 or more`)
})
