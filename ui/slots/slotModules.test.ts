import { expect, it } from 'vitest'
import { settledValueOf } from '../react/settledValue.js'
import { slotModule } from './slotModules.js'

it('a slot loads once, and once its chunk is in a later render reads the module at once', async () => {
  let loads = 0
  const module = { default: () => null }
  const loader = () => {
    loads++
    return Promise.resolve(module)
  }
  const first = slotModule(loader)
  expect(settledValueOf(first)).toBeUndefined()
  await first
  expect(slotModule(loader)).toBe(first)
  expect(loads).toBe(1)
  expect(settledValueOf(slotModule(loader))?.value).toBe(module)
})

it('a slot whose chunk failed reads as nothing, and the failure stays the caller’s', async () => {
  const loader = () => Promise.reject(new Error('chunk missing'))
  await expect(slotModule(loader)).rejects.toThrow('chunk missing')
  expect(settledValueOf(slotModule(loader))).toBeUndefined()
})
