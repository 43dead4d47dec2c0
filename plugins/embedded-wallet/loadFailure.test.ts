import { describe, expect, it } from 'vitest'
import { createLoadFailure, EmbeddedLoadError } from './loadFailure.js'

const pending = (promise: Promise<unknown>) =>
  Promise.race([promise.then(...Array(2).fill(() => 'settled')), Promise.resolve('pending')])

describe('createLoadFailure', () => {
  it("a failed load rejects the caller and every waiter with the catalogue's text", async () => {
    const chunk = createLoadFailure(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    expect(await pending(chunk.failed)).toBe('pending')
    await expect(chunk.load()).rejects.toThrow('Unable to load email login dependency')
    await expect(chunk.failed).rejects.toBeInstanceOf(EmbeddedLoadError)
    await expect(chunk.failed).rejects.toMatchObject({
      cause: new TypeError('Failed to fetch dynamically imported module'),
    })
  })

  it('a load that succeeds answers its module and leaves the waiters waiting', async () => {
    const chunk = createLoadFailure(async () => ({ start: 1 }))
    await expect(chunk.load()).resolves.toEqual({ start: 1 })
    expect(await pending(chunk.failed)).toBe('pending')
  })
})
