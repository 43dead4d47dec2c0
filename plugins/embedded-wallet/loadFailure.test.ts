import { describe, expect, it } from 'vitest'
import { createLoadFailure } from './loadFailure.js'

const pending = (promise: Promise<unknown>) =>
  Promise.race([promise.then(...Array(2).fill(() => 'settled')), Promise.resolve('pending')])

describe('createLoadFailure', () => {
  it("a failed load rejects the caller and every waiter with the load's error", async () => {
    const importError = new TypeError('Failed to fetch dynamically imported module')
    const chunk = createLoadFailure(() => Promise.reject(importError))
    expect(await pending(chunk.failed)).toBe('pending')
    await expect(chunk.load()).rejects.toBe(importError)
    await expect(chunk.failed).rejects.toBe(importError)
  })

  it('a load that succeeds answers its module and leaves the waiters waiting', async () => {
    const chunk = createLoadFailure(async () => ({ start: 1 }))
    await expect(chunk.load()).resolves.toEqual({ start: 1 })
    expect(await pending(chunk.failed)).toBe('pending')
  })
})
