import { expect, it } from 'vitest'
import { onramp } from './onramp.js'

it('refuses options (a provider list among them) with a clear message instead of ignoring them', () => {
  const call = onramp as unknown as (...options: unknown[]) => unknown
  for (const options of [{ providers: ['sandbox'] }, { providers: 'sandbox' }, undefined, {}]) {
    expect(() => call(options), JSON.stringify(options)).toThrow(TypeError)
  }
  expect(() => call({ providers: ['sandbox'] })).toThrow(
    'onramp() takes no options: the services link to one on-ramp provider, so there is no provider list to choose from',
  )
  expect(onramp().name).toBe('onramp')
})
