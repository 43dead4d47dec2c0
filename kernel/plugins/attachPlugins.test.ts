import { afterEach, expect, it, vi } from 'vitest'
import { mainnet } from '../../tests/support/kernelTesting.js'
import { createAppKit } from '../createAppKit.js'
import { kernelOf } from '../internal.js'
import { definePlugin } from './definePlugin.js'

afterEach(() => {
  vi.restoreAllMocks()
})

it('hooks registered at attach see the first open and close, before the instance starts (setup has not run)', async () => {
  const seen: string[] = []
  const setup = vi.fn()
  const plugin = definePlugin({
    name: 'listener',
    attach(ctx) {
      ctx.hooks.on('open', ({ view }) => void seen.push(`open ${view}`))
      ctx.hooks.on('close', ({ view }) => void seen.push(`close ${view}`))
    },
    setup,
  })
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [plugin] })
  await appKit.open()
  await appKit.close()
  expect(seen).toEqual(['open Connect', 'close Connect'])
  // Opening and closing the modal never started the instance.
  expect(setup).not.toHaveBeenCalled()
  expect(kernelOf(appKit).cache).toBeUndefined()
})

it('a throwing attach leaves no hook behind; the other plugins keep theirs', async () => {
  const seen: string[] = []
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const kept = definePlugin({
    name: 'kept',
    attach(ctx) {
      ctx.hooks.on('open', () => void seen.push('kept'))
    },
    setup() {},
  })
  const broken = definePlugin({
    name: 'broken',
    attach(ctx) {
      ctx.hooks.on('open', () => void seen.push('broken'))
      throw new Error('attach failed')
    },
    setup() {},
  })
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [kept, broken] })
  await appKit.open()
  expect(seen).toEqual(['kept'])
})
