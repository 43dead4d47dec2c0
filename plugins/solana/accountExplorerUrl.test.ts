import { describe, expect, it } from 'vitest'
import { solana, solanaDevnet, solanaLocalnet } from '../../kernel/networks/solana.js'
import { accountExplorerUrl } from './accountExplorerUrl.js'

const address = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

describe('accountExplorerUrl', () => {
  it('adds /account/<address> to Solscan, before the cluster query', () => {
    expect(accountExplorerUrl(solana, address)).toBe(`https://solscan.io/account/${address}`)
    expect(accountExplorerUrl(solanaDevnet, address)).toBe(
      `https://solscan.io/account/${address}?cluster=devnet`,
    )
  })
  it('has no link for a network without an explorer (the local chain)', () => {
    expect(accountExplorerUrl(solanaLocalnet(), address)).toBeUndefined()
  })
})
