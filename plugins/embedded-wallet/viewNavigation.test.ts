import { expectTypeOf, it } from 'vitest'
import type { UiKernel } from 'walletdock/ui'
// This plugin's views reach the modal's kernel through its declaration merge on walletdock/plugin.
import type {} from './index.js'

// Type-level: `tsc --noEmit` (npm test's typecheck) fails when a line marked @ts-expect-error type-checks.
it("a plugin's React view navigates with push(view, data) typed by ViewDataMap", () => {
  const push = (() => undefined) as UiKernel['push']
  expectTypeOf(push<'EmailLogin'>).parameters.toEqualTypeOf<['EmailLogin', { email: string }]>()
  expectTypeOf(push<'AllWallets'>).parameters.toEqualTypeOf<['AllWallets', data?: undefined]>()
  push('EmailLogin', { email: 'ada@example.com' })
  push('AllWallets')
  // @ts-expect-error EmailLogin cannot open without its data
  push('EmailLogin')
  // @ts-expect-error its data has its own shape
  push('EmailLogin', { address: '0x1234' })
  // @ts-expect-error a view nobody registered is not a view
  push('NoSuchView')
})
