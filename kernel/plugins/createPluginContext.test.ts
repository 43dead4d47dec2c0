import { afterEach, expect, it, vi } from 'vitest'
import { base, mainnet } from '../../tests/support/kernelTesting.js'
import { createAppKit } from '../createAppKit.js'
import { kernelOf } from '../internal.js'
import { loadView } from '../router/loadView.js'
import type { PluginContext } from './context.js'
import { definePlugin } from './definePlugin.js'
import { defineServiceKey } from './serviceKeys.js'

afterEach(() => {
  vi.restoreAllMocks()
})

async function contextsOf(...plugins: ReturnType<typeof definePlugin>[]) {
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet, base], plugins })
  await appKit.ready()
  return appKit
}

it('a plugin gets one writer per namespace it declared and writes only those; a plugin that declared none gets no writer', async () => {
  const contexts: PluginContext<unknown>[] = []
  const adapter = definePlugin({
    name: 'evm',
    kind: 'adapter',
    namespaces: ['eip155'],
    setup: (ctx) => void contexts.push(ctx),
  })
  const feature = definePlugin({ name: 'names', setup: (ctx) => void contexts.push(ctx) })
  const appKit = await contextsOf(adapter, feature)
  const [evm, names] = contexts
  expect(names?.writers.eip155).toBeUndefined()
  const events: string[] = []
  appKit.subscribeEvents((event) => events.push(event.name))
  await evm?.writers.eip155?.setAccount({ caipAddress: 'eip155:1:0xabc', address: '0xabc' })
  await evm?.writers.eip155?.setAccount({ balance: '1.0' })
  expect(events).toEqual(['accountChanged'])
  expect(names?.state.account('eip155').value.balance).toBe('1.0')
  expect(names?.state.isConnected.value).toBe(true)
})

it('a plugin that declares several namespaces gets one writer for each, and none for the others', async () => {
  let ctx: PluginContext<unknown> | undefined
  const appKit = await contextsOf(
    definePlugin({
      name: 'relay',
      kind: 'adapter',
      namespaces: ['eip155', 'solana'],
      setup: (given) => {
        ctx = given
      },
    }),
  )
  expect(Object.keys(ctx?.writers ?? {})).toEqual(['eip155', 'solana'])
  await ctx?.writers.solana?.setAccount({
    caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  })
  expect(appKit.getAccount('solana').address).toBe('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
  expect(appKit.getAccount('eip155').address).toBeUndefined()
  expect(ctx?.writers.bip122).toBeUndefined()
})

it('a new address alone (a WalletConnect accountsChanged) updates the CAIP address too, on the same chain', async () => {
  let ctx: PluginContext<unknown> | undefined
  const appKit = await contextsOf(
    definePlugin({
      name: 'relay',
      kind: 'adapter',
      namespaces: ['eip155'],
      setup: (given) => {
        ctx = given
      },
    }),
  )
  const changes: unknown[] = []
  appKit.subscribeEvents((event) => event.name === 'accountChanged' && changes.push(event.payload))
  await ctx?.writers.eip155?.setAccount({ caipAddress: 'eip155:10:0xaaa', address: '0xaaa' })
  await ctx?.writers.eip155?.setAccount({ address: '0xbbb' })
  expect(appKit.getAccount('eip155')).toMatchObject({ address: '0xbbb', caipAddress: 'eip155:10:0xbbb' })
  expect(changes).toEqual([
    { namespace: 'eip155', caipAddress: 'eip155:10:0xaaa', address: '0xaaa' },
    { namespace: 'eip155', caipAddress: 'eip155:10:0xbbb', address: '0xbbb' },
  ])
})

it('reportChain applies the network rules for the adapter namespace', async () => {
  let ctx: PluginContext<unknown> | undefined
  const appKit = await contextsOf(
    definePlugin({
      name: 'evm',
      kind: 'adapter',
      namespaces: ['eip155'],
      setup: (given) => {
        ctx = given
      },
    }),
  )
  await ctx?.writers.eip155?.reportChain(8453)
  expect(appKit.getNetwork().chainId).toBe(8453)
  await ctx?.writers.eip155?.reportChain(10)
  expect(appKit.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
})

it('views register lazily and connectors as plain objects', async () => {
  const loader = vi.fn(async () => ({ default: 'TestLoginView' }))
  const appKit = await contextsOf(
    definePlugin({
      name: 'email',
      setup(ctx) {
        ctx.views.register('TestLoginView', loader)
        ctx.connectors.register({
          id: 'auth',
          type: 'AUTH',
          name: 'Email',
          chain: 'eip155',
          connect: async () => ({ accounts: [{ address: '0x1' }], chainId: 1 }),
          disconnect: async () => {},
          getProvider: () => undefined,
        })
      },
    }),
  )
  expect(loader).not.toHaveBeenCalled()
  expect(
    kernelOf(appKit)
      .connectors.list('eip155')
      .map((connector) => connector.type),
  ).toEqual(['AUTH'])
  await loadView(kernelOf(appKit).views, 'TestLoginView')
  expect(loader).toHaveBeenCalledOnce()
})

it('plugins share through typed service keys', async () => {
  const frameKey = defineServiceKey<{ ready: boolean }>('embedded-wallet-frame')
  let used: { ready: boolean } | undefined
  await contextsOf(
    definePlugin({
      name: 'embedded-wallet',
      setup: (ctx) => void ctx.services.provide(frameKey, { ready: true }),
    }),
    definePlugin({
      name: 'email',
      setup(ctx) {
        used = ctx.services.use(frameKey)
      },
    }),
  )
  expect(used).toEqual({ ready: true })
})

it('plugins navigate with the router and reach the connection functions', async () => {
  let ctx: PluginContext<unknown> | undefined
  const appKit = await contextsOf(
    definePlugin({
      name: 'nav',
      setup: (given) => {
        ctx = given
      },
    }),
  )
  await ctx?.modal.open()
  ctx?.router.push('TestEmailView', { email: 'a@b.c' })
  expect(appKit.getState().view).toBe('TestEmailView')
  ctx?.router.goBack()
  expect(ctx?.router.view.value).toBe(appKit.getState().view)
  await ctx?.connection.switchNetwork('eip155:8453')
  expect(appKit.getNetwork().caipNetworkId).toBe('eip155:8453')
})

it('plugins emit request and error but not the kernel lifecycle hooks', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  let ctx: PluginContext<unknown> | undefined
  const appKit = await contextsOf(
    definePlugin({
      name: 'frame',
      setup: (given) => {
        ctx = given
      },
    }),
  )
  const events: string[] = []
  appKit.subscribeEvents((event) => events.push(event.name))
  await ctx?.hooks.emit('request', { namespace: 'eip155', method: 'personal_sign' })
  await ctx?.hooks.emit('connected' as never, {} as never)
  expect(events).toEqual(['request'])
  expect(consoleError).toHaveBeenCalledWith(
    '[appkit] plugin "frame" may not emit the kernel hook "connected"',
  )
})
