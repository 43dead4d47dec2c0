import fc from 'fast-check'
import { expect, it } from 'vitest'
import { projectConfigResponseSchema, readRemoteFeatures } from './wire.js'

it('reads a features list, a features map, or a simple map at the root', () => {
  const list = projectConfigResponseSchema.parse({
    features: [{ id: 'swaps', isEnabled: false, config: null }],
  })
  expect(readRemoteFeatures(list)).toEqual({ swaps: { isEnabled: false } })
  const map = projectConfigResponseSchema.parse({
    features: { onramp: true, multi_wallet: { isEnabled: true } },
  })
  expect(readRemoteFeatures(map)).toEqual({ onramp: { isEnabled: true }, multiWallet: { isEnabled: true } })
  const root = projectConfigResponseSchema.parse({ activity: false, theme: 'dark' })
  expect(readRemoteFeatures(root)).toEqual({ activity: { isEnabled: false } })
})

it('a features value that is neither a list nor a map reads as no features', () => {
  for (const features of [null, 5, 'x']) {
    expect(readRemoteFeatures(projectConfigResponseSchema.parse({ features }))).toEqual({})
  }
})

it('any JSON object as a response never makes reading throw', () => {
  fc.assert(
    fc.property(fc.dictionary(fc.oneof(fc.constant('features'), fc.string()), fc.jsonValue()), (body) => {
      const parsed = projectConfigResponseSchema.safeParse(body)
      if (parsed.success) expect(typeof readRemoteFeatures(parsed.data)).toBe('object')
    }),
  )
})
