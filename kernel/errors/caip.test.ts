import { expect, it } from 'vitest'
import { BaseError } from './base.js'
import {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  NetworkNotFoundError,
} from './caip.js'

it('CAIP and network errors carry the spec text as their short message', () => {
  const errors: BaseError[] = [
    new InvalidCaip10AddressError(),
    new InvalidCaip2NetworkIdError(),
    new InvalidCaipAddressError(),
    new NetworkNotFoundError(),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((error) => `${error.name}: ${error.shortMessage}`)).toMatchInlineSnapshot(`
    [
      "InvalidCaip10AddressError: Invalid CAIP-10 address",
      "InvalidCaip2NetworkIdError: Invalid CAIP-2 network id",
      "InvalidCaipAddressError: Invalid CAIP Address",
      "NetworkNotFoundError: Network not found",
    ]
  `)
})
