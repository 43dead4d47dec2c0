import { expect, it } from 'vitest'
import { BaseError } from './base.js'
import { HttpRequestError, RateLimitedError, ServerError } from './http.js'

it('HTTP errors carry the spec text as their short message', () => {
  const errors: BaseError[] = [
    new HttpRequestError({ status: 503 }),
    new RateLimitedError(),
    new ServerError(),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((error) => `${error.name}: ${error.shortMessage}`)).toMatchInlineSnapshot(`
    [
      "HttpRequestError: HTTP status code: 503",
      "RateLimitedError: Rate limited",
      "ServerError: Server error",
    ]
  `)
})

it('HTTP status code: N keeps the status and the url', () => {
  const error = new HttpRequestError({ status: 429, url: 'https://api.example.com/getWallets' })
  expect(error.status).toBe(429)
  expect(error.message).toMatchInlineSnapshot(`
    "HTTP status code: 429

    URL: https://api.example.com/getWallets"
  `)
})
