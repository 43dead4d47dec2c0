import { PublicKey, SystemProgram } from '@solana/web3.js'
import { expect, it } from 'vitest'
import { associatedTokenAccount, transferInstructions } from './solanaTransfer.js'
import { transactionExplorerUrl } from './transferBuilder.js'

const from = 'Gy7dRTUs5GBQvJL1fEtNUg29q7MvDLbJEpKQTdqfVbQ5'
const to = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

it('moves SOL with one system transfer', () => {
  const [transfer, ...rest] = transferInstructions({
    from,
    to,
    token: { symbol: 'SOL', decimals: 9 },
    amount: 5n,
  })
  expect(rest).toEqual([])
  expect(transfer?.programId.equals(SystemProgram.programId)).toBe(true)
  expect(transfer?.keys.map((key) => key.pubkey.toBase58())).toEqual([from, to])
})

it('moves an SPL token between the associated token accounts, creating the receiver’s when missing', () => {
  const [create, transfer] = transferInstructions({
    from,
    to,
    token: { symbol: 'DUSD', decimals: 6, address: mint },
    amount: 12_500_000n,
  })
  const source = associatedTokenAccount(new PublicKey(from), new PublicKey(mint)).toBase58()
  const destination = associatedTokenAccount(new PublicKey(to), new PublicKey(mint)).toBase58()
  expect(create?.programId.toBase58()).toBe('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
  expect(create?.keys[1]?.pubkey.toBase58()).toBe(destination)
  expect(Array.from(create?.data ?? [])).toEqual([1])
  expect(transfer?.programId.toBase58()).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
  expect(transfer?.keys.map((key) => key.pubkey.toBase58())).toEqual([source, mint, destination, from])
  // TransferChecked (12), the amount as u64 little-endian, the decimals.
  expect(Array.from(transfer?.data ?? [])).toEqual([12, 0x20, 0xbc, 0xbe, 0, 0, 0, 0, 0, 6])
})

it('links a signature on the explorer, keeping its cluster query', () => {
  const network = {
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io?cluster=devnet' } },
  }
  expect(transactionExplorerUrl(network as never, 'abc')).toBe('https://solscan.io/tx/abc?cluster=devnet')
  expect(transactionExplorerUrl({} as never, 'abc')).toBeUndefined()
})
