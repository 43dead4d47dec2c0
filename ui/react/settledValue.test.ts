import { expect, it } from 'vitest'
import { keepSettledValue, settledValueOf } from './settledValue.js'

it('a kept promise reads as its value once it has resolved, and as nothing before', async () => {
  let resolve: (value: string[]) => void = () => undefined
  const promise = keepSettledValue(new Promise<string[]>((done) => (resolve = done)))
  expect(settledValueOf(promise)).toBeUndefined()
  const wallets = ['alpha']
  resolve(wallets)
  await promise
  expect(settledValueOf(promise)).toEqual({ value: wallets })
  expect(settledValueOf(promise)?.value).toBe(wallets)
})

it('a failed promise, one not kept and no promise read as nothing (and the failure stays the caller’s)', async () => {
  const failed = keepSettledValue(Promise.reject(new Error('unreachable')))
  await expect(failed).rejects.toThrow('unreachable')
  expect(settledValueOf(failed)).toBeUndefined()
  const notKept = Promise.resolve(1)
  await notKept
  expect(settledValueOf(notKept)).toBeUndefined()
  expect(settledValueOf(undefined)).toBeUndefined()
})

it('a resolved undefined is a settled value, not a pending one', async () => {
  const promise = keepSettledValue(Promise.resolve(undefined))
  await promise
  expect(settledValueOf(promise)).toEqual({ value: undefined })
})
