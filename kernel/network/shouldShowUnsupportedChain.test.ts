import { expect, it } from 'vitest'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'

const on = { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: false }

it('an unsupported network shows UnsupportedChain by default', () => {
  expect(shouldShowUnsupportedChain(on)).toBe(true)
})

it('unless network switch is disabled, unsupported chains are allowed, or basic mode is on', () => {
  expect(shouldShowUnsupportedChain({ ...on, enableNetworkSwitch: false })).toBe(false)
  expect(shouldShowUnsupportedChain({ ...on, allowUnsupportedChain: true })).toBe(false)
  expect(shouldShowUnsupportedChain({ ...on, basic: true })).toBe(false)
})
