import { expect, it } from 'vitest'
import type { Network } from 'walletdock/plugin'
import type { BalanceItem } from 'walletdock/protocol'
import { balanceUnits, parseAmount } from './parseAmount.js'
import { validateSend } from './validateSend.js'

const network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as unknown as Network
const eth: BalanceItem = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 7500,
  price: 3000,
  quantity: { decimals: '18', numeric: '2.5' },
  iconUrl: '',
}
const dusd: BalanceItem = {
  ...eth,
  name: 'Dev USD',
  symbol: 'DUSD',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  quantity: { decimals: '6', numeric: '1000' },
}
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const base = {
  token: eth,
  amount: '1.5',
  receiverAddress: to,
  namespace: 'eip155',
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipNetwork: network,
  transfers: { isAddress: (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address) },
}
const messageOf = (input: Partial<typeof base> & Record<string, unknown>) => {
  try {
    validateSend({ ...base, ...input } as Parameters<typeof validateSend>[0])
    return 'valid'
  } catch (error) {
    return (error as { shortMessage: string }).shortMessage
  }
}

it('refuses a send without an amount or a receiver, without a token, or on an unsupported chain (spec 5 texts)', () => {
  expect(messageOf({ amount: '' })).toBe('An amount and receiver address are required')
  expect(messageOf({ receiverAddress: '  ' })).toBe('An amount and receiver address are required')
  expect(messageOf({ token: undefined })).toBe('A token is required')
  expect(messageOf({ namespace: 'bip122' })).toBe('Unsupported chain')
  // A supported namespace whose plugin contributes no transfer builder, or a chain not configured.
  expect(messageOf({ transfers: undefined })).toBe('Unsupported chain')
  expect(messageOf({ caipNetwork: undefined })).toBe('Unsupported chain')
})

it('needs the token address for a token that is not the native currency', () => {
  expect(messageOf({ token: { ...dusd, address: undefined } })).toBe(
    'The token address is required for an ERC20 transfer',
  )
})

it('checks the receiver, the amount and the balance', () => {
  expect(messageOf({ receiverAddress: 'vitalik' })).toBe('Invalid receiver address')
  expect(messageOf({ amount: '0' })).toBe('Enter an amount above 0')
  expect(messageOf({ amount: '1.2.3' })).toBe('Enter an amount above 0')
  expect(messageOf({ token: dusd, amount: '0.0000001' })).toBe('Enter an amount above 0')
  expect(messageOf({ amount: '2.6' })).toBe('Insufficient funds for the amount and the network fee')
})

it('gives the transfer: native without an address, a token with its contract, amounts in the smallest unit', () => {
  expect(validateSend(base)).toMatchObject({
    to,
    amount: 1_500_000_000_000_000_000n,
    token: { symbol: 'ETH', address: undefined },
  })
  expect(validateSend({ ...base, token: dusd, amount: '12.25' })).toMatchObject({
    amount: 12_250_000n,
    token: { symbol: 'DUSD', decimals: 6, address: dusd.address },
  })
  // The services list a token's address as CAIP-10: the transfer takes the contract's address.
  expect(
    validateSend({ ...base, token: { ...dusd, address: `eip155:31337:${dusd.address}` }, amount: '1' }).token,
  ).toMatchObject({ address: dusd.address })
})

it('reads amounts and balances in integer math', () => {
  expect(parseAmount('1,5', 6)).toBe(1_500_000n)
  expect(parseAmount('.5', 2)).toBe(50n)
  expect(balanceUnits('99.1234567', 6)).toBe(99_123_456n)
  expect(balanceUnits('nonsense', 6)).toBe(0n)
})
