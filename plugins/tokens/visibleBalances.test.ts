import { expect, it } from 'vitest'
import type { BalanceItem } from 'walletdock/protocol'
import { visibleBalances } from './visibleBalances.js'

const item = (symbol: string, decimals: string): BalanceItem => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})

it('tokens with zero decimals are filtered from balances', () => {
  expect(
    visibleBalances([item('ETH', '18'), item('NFT', '0'), item('DUSD', '6')]).map((b) => b.symbol),
  ).toEqual(['ETH', 'DUSD'])
})
