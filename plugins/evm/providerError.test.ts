import { UserRejectedRequestError as ViemUserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { providerCodeOf, providerError } from './providerError.js'

describe('providerError', () => {
  it('maps EIP-1193 codes to the kernel errors by name', () => {
    const names = [4001, 4100, 4200, 4900, 4901, 4902].map(
      (code) => providerError({ code, message: 'x' }).name,
    )
    expect(names).toEqual([
      'UserRejectedRequestError',
      'UnauthorizedProviderError',
      'UnsupportedProviderMethodError',
      'ProviderDisconnectedError',
      'ChainDisconnectedError',
      'SwitchChainError',
    ])
  })

  it('finds the wallet code inside viem-wrapped errors', () => {
    const wrapped = new Error('Request failed', {
      cause: new ViemUserRejectedRequestError(new Error('User denied')),
    })
    expect(providerCodeOf(wrapped)).toBe(4001)
    expect(providerError(wrapped)).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  })

  it('reads 4902 nested in data.originalError (mobile wallets)', () => {
    expect(providerCodeOf({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(4902)
  })

  it('returns an error without a code as it is', () => {
    const error = new Error('network down')
    expect(providerError(error)).toBe(error)
  })
})
