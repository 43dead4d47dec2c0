import { afterEach, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { mainnet } from '../../tests/support/kernelTesting.js'
import { createAppKit } from '../createAppKit.js'
import { kernelOf } from '../internal.js'
import { definePlugin } from './definePlugin.js'

afterEach(() => {
  vi.restoreAllMocks()
})

it('plugins run setup in registration order; async setups are awaited in order during init', async () => {
  const order: string[] = []
  const slow = definePlugin({
    name: 'slow',
    async setup(ctx) {
      order.push('slow start')
      await new Promise((resolve) => setTimeout(resolve, 5))
      order.push('slow end')
      ctx.hooks.on('init', () => {
        order.push('init hook')
      })
      ctx.hooks.on('ready', () => {
        order.push('ready hook')
      })
    },
  })
  const fast = definePlugin({
    name: 'fast',
    setup() {
      order.push('fast')
    },
  })
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [slow, fast] })
  await appKit.ready()
  expect(order).toEqual(['slow start', 'slow end', 'fast', 'init hook', 'ready hook'])
  expect(kernelOf(appKit).plugins.value.map((entry) => entry.status)).toEqual(['ready', 'ready'])
})

it('a plugin that throws in setup is reported (error hook and console naming the plugin) and the rest keep working', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const reported: string[] = []
  const failure = new Error('no frame')
  const watcher = definePlugin({
    name: 'watcher',
    setup(ctx) {
      ctx.hooks.on('error', ({ error, source }) => {
        reported.push(`${source}: ${(error as Error).message}`)
      })
    },
  })
  const broken = definePlugin({
    name: 'broken',
    setup(ctx) {
      ctx.views.register('TestLoginView', async () => ({}))
      throw failure
    },
  })
  const after = definePlugin({
    name: 'after',
    setup(ctx) {
      ctx.views.register('TestPluginView', async () => ({}))
    },
  })
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [watcher, broken, after] })
  await appKit.ready()
  expect(consoleError).toHaveBeenCalledWith('[appkit] plugin "broken" failed in setup', failure)
  expect(reported).toEqual([
    'plugin "broken": Plugin "broken" failed in setup\n\nThe other plugins keep working; this one is left out.\n\nDetails: no frame',
  ])
  // What the broken plugin registered before throwing is undone; the next plugin's view is there.
  expect(kernelOf(appKit).views.names()).toEqual(['TestPluginView'])
  expect(kernelOf(appKit).plugins.value.map((entry) => entry.status)).toEqual(['ready', 'failed', 'ready'])
})

const slippageSchema = z.object({ slippage: z.number().min(0).default(1) })

it.each([
  ['a schema', slippageSchema],
  ['a loader (loaded when the plugin is set up)', async () => slippageSchema],
])(
  "the kernel passes the plugin's own options validated with its configSchema, given as %s",
  async (_, configSchema) => {
    const seen: unknown[] = []
    const swaps = (options: { slippage?: number }) =>
      definePlugin({
        name: 'swaps',
        configSchema,
        options,
        setup(ctx) {
          seen.push(ctx.options.slippage)
        },
      })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const appKit = createAppKit({
      projectId: 'p',
      networks: [mainnet],
      plugins: [swaps({}), swaps({ slippage: -1 })],
    })
    await appKit.ready()
    expect(seen).toEqual([1])
    expect(kernelOf(appKit).plugins.value[1]).toMatchObject({
      status: 'failed',
      error: { name: 'PluginOptionsError' },
    })
  },
)

it('setup runs on the original plugin object, not the config parser copy', async () => {
  let self: unknown
  const plugin = definePlugin({
    name: 'self',
    setup() {
      self = this
    },
  })
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [plugin] })
  await appKit.ready()
  expect(self).toBe(plugin)
})

it('a plugin listing features is set up only when those features are on', async () => {
  const setup = vi.fn()
  const plugin = definePlugin({ name: 'swaps', features: ['swaps'], setup })
  const off = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    features: { swaps: false },
    plugins: [plugin],
  })
  const on = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [plugin] })
  await Promise.all([off.ready(), on.ready()])
  expect(setup).toHaveBeenCalledOnce()
  expect(kernelOf(off).plugins.value[0]?.status).toBe('skipped')
})
