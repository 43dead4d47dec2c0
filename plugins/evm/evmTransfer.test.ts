import { decodeFunctionData, encodeFunctionData, erc20Abi } from 'viem'
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

it("spec 9's USDT contracts: a USDT transfer is the same call with USDT's own ABI (its transfer returns nothing)", () => {
  // Ethereum's USDT, one of the spec's seven: AppKit picks a USDT ABI for them because their transfer returns no bool.
  const usdt = '0xdac17f958d2ee523a2206206994597c13d831ec7'
  const usdtAbi = [
    {
      type: 'function',
      name: 'transfer',
      stateMutability: 'nonpayable',
      inputs: [
        { name: '_to', type: 'address' },
        { name: '_value', type: 'uint256' },
      ],
      outputs: [],
    },
  ] as const
  const call = transferTransaction({
    to,
    token: { symbol: 'USDT', decimals: 6, address: usdt },
    amount: 5_000_000n,
  })
  expect(call.data).toBe(
    encodeFunctionData({ abi: usdtAbi, functionName: 'transfer', args: [to, 5_000_000n] }),
  )
})
