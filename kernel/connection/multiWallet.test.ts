import { expect, it } from 'vitest'
import { createTestDeps } from '../../tests/support/kernelTesting.js'
import { requireMultiWallet } from './multiWallet.js'

it("multi-wallet is refused with the info alert 'Multi-Wallet Not Enabled' and a hint to enable it in the project configuration", () => {
  const deps = createTestDeps()
  expect(requireMultiWallet(deps)).toBe(false)
  expect(deps.alerts.shown).toMatchObject([{ variant: 'info', message: 'Multi-Wallet Not Enabled' }])
  expect(deps.alerts.shown[0]?.detail).toMatch(/project configuration/)
})

it('multi-wallet functions work when features.multiWallet is on', () => {
  const deps = createTestDeps({ features: { multiWallet: true } })
  expect(requireMultiWallet(deps)).toBe(true)
  expect(deps.alerts.shown).toEqual([])
})
