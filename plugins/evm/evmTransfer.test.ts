import { decodeFunctionData, erc20Abi } from 'viem'
import { expect, it } from 'vitest'
import { transferTransaction } from './evmTransfer.js'
import { transactionExplorerUrl } from './transferBuilder.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

it('sends the native currency as a value transfer and an ERC-20 as its transfer call', () => {
  expect(transferTransaction({ to, token: { symbol: 'ETH', decimals: 18 }, amount: 7n })).toEqual({
    to,
    value: 7n,
  })
  const erc20 = transferTransaction({
    to,
    token: { symbol: 'DUSD', decimals: 6, address: token },
    amount: 12_500_000n,
  })
  expect(erc20).toMatchObject({ to: token, value: 0n })
  expect(decodeFunctionData({ abi: erc20Abi, data: erc20.data ?? '0x' })).toEqual({
    functionName: 'transfer',
    args: [to, 12_500_000n],
  })
})

it('links a hash on the network explorer', () => {
  const network = { blockExplorers: { default: { name: 'E', url: 'https://explorer.test/' } } }
  expect(transactionExplorerUrl(network as never, '0xabc')).toBe('https://explorer.test/tx/0xabc')
  expect(transactionExplorerUrl({} as never, '0xabc')).toBeUndefined()
})
