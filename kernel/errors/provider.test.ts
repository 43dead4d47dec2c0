import { expect, it } from 'vitest'
import { BaseError } from './base.js'
import { ProviderRpcError, providerErrorFromCode } from './provider.js'

it('maps each EIP-1193 code to its named error', () => {
  const named = [4001, 4100, 4200, 4900, 4901, 4902].map((code) => {
    const error = providerErrorFromCode(code)
    return `${code} ${error.name}: ${error.shortMessage}`
  })
  expect(named).toMatchInlineSnapshot(`
    [
      "4001 UserRejectedRequestError: User rejected the request.",
      "4100 UnauthorizedProviderError: The requested method and/or account has not been authorized by the user.",
      "4200 UnsupportedProviderMethodError: The Provider does not support the requested method.",
      "4900 ProviderDisconnectedError: The Provider is disconnected from all chains.",
      "4901 ChainDisconnectedError: The Provider is not connected to the requested chain.",
      "4902 SwitchChainError: An error occurred when attempting to switch chain: the wallet does not recognize the chain.",
    ]
  `)
})

it('5000 and unknown codes give a ProviderRpcError carrying the code and the cause message', () => {
  const error = providerErrorFromCode(5000, new Error('wallet exploded'))
  expect(error).toBeInstanceOf(ProviderRpcError)
  expect(error).toBeInstanceOf(BaseError)
  expect(error.code).toBe(5000)
  expect(error.message).toMatchInlineSnapshot(`"wallet exploded"`)
  expect(providerErrorFromCode(1234).shortMessage).toBe('An unknown provider error occurred.')
})

it('keeps the wallet error as cause so walk() reaches it', () => {
  const cause = { code: 4001, message: 'User denied' }
  const error = providerErrorFromCode(4001, cause)
  expect(error.cause).toBe(cause)
  expect(error.code).toBe(4001)
})
