import { describe, expect, it } from 'vitest'
import { PROVIDER_MESSAGE_TYPE, providerMessageSchema } from './onramp.js'

describe("the provider's report", () => {
  const report = (transactionHash: string) =>
    providerMessageSchema.safeParse({
      type: PROVIDER_MESSAGE_TYPE,
      orderId: 'o-1',
      status: 'completed',
      transactionHash,
    }).success

  it('takes an EVM transaction hash or a Solana signature, and nothing else as the transaction', () => {
    expect(report(`0x${'ab'.repeat(32)}`)).toBe(true)
    expect(
      report('5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'),
    ).toBe(true)
    expect(report('0x1234')).toBe(false)
    expect(report('not a signature')).toBe(false)
    expect(report('1'.repeat(200))).toBe(false)
  })
})
