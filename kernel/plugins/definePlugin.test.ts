import { expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import type { PluginContext } from './context.js'
import { definePlugin } from './definePlugin.js'

it('definePlugin returns the plugin as written and types ctx.options from its configSchema', () => {
  const setup = (ctx: PluginContext<{ slippage: number }>) => {
    expectTypeOf(ctx.options).toEqualTypeOf<{ slippage: number }>()
  }
  const plugin = definePlugin({
    name: 'swaps',
    configSchema: z.object({ slippage: z.number() }),
    options: { slippage: 1 },
    setup,
  })
  expect(plugin.setup).toBe(setup)
  expect(plugin.name).toBe('swaps')
})
