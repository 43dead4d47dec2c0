import { afterEach, expect, it, vi } from 'vitest'
import {
  base,
  createMemoryPersistence as createMemoryStorage,
  createRecordingAlerts,
  createTestConnector,
  createTestEvmAdapter,
  mainnet,
} from '../tests/support/kernelTesting.js'
import { persistedKeys } from './connection/persistence.js'
import { createAppKit } from './createAppKit.js'
import type { LifecycleEvent } from './hooks/types.js'
import { kernelOf } from './internal.js'
import { definePlugin } from './plugins/definePlugin.js'
import { navigationOf } from './router/navigation.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

it('two instances on one page never share state', async () => {
  const first = createAppKit({ projectId: 'a', networks: [mainnet, base], plugins: [createTestEvmAdapter()] })
  const second = createAppKit({
    projectId: 'b',
    networks: [mainnet, base],
    plugins: [createTestEvmAdapter()],
  })
  await Promise.all([first.ready(), second.ready()])
  await first.open({ view: 'Networks' })
  first.setThemeMode('dark')
  await kernelOf(first).connection.connect({ connectorId: 'io.metamask' })
  await first.switchNetwork('eip155:8453')
  expect(first.getState()).toMatchObject({ open: true, view: 'Networks' })
  expect(second.getState()).toMatchObject({ open: false, view: 'Connect' })
  expect(second.getThemeMode()).toBe('system')
  expect(first.getAccount().isConnected).toBe(true)
  expect(second.getAccount().isConnected).toBe(false)
  expect(second.getNetwork().caipNetworkId).toBe('eip155:1')
  expect(kernelOf(first).store).not.toBe(kernelOf(second).store)
})

it('creating an instance and reading its state makes zero network requests', async () => {
  const requests: string[] = []
  vi.stubGlobal('fetch', (input: unknown) => {
    requests.push(`fetch ${String(input)}`)
    return Promise.reject(new Error('offline'))
  })
  vi.stubGlobal(
    'WebSocket',
    class {
      constructor(url: string) {
        requests.push(`ws ${url}`)
      }
    },
  )
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      open(_method: string, url: string) {
        requests.push(`xhr ${url}`)
      }
    },
  )
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    plugins: [
      createTestEvmAdapter(),
      definePlugin({
        name: 'swaps',
        setup(ctx) {
          ctx.views.register('TestPluginView', async () => ({ default: 'TestPluginView' }))
        },
      }),
    ],
  })
  await appKit.ready()
  appKit.getState()
  appKit.getAccount()
  appKit.getNetwork()
  appKit.getConnections()
  appKit.getWalletInfo()
  await appKit.open()
  await appKit.close()
  expect(requests).toEqual([])
})

it('importing the kernel in Node touches no window', async () => {
  let touched = 0
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    get() {
      touched++
      return undefined
    },
  })
  try {
    vi.resetModules()
    const kernel = await import('./index.js')
    kernel.createAppKit({ projectId: 'p', networks: [mainnet] }).getState()
    expect(touched).toBe(0)
  } finally {
    Reflect.deleteProperty(globalThis, 'window')
  }
})

it('the public instance has no internal setters and index does not export kernelOf', async () => {
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet] })
  expect(Object.keys(appKit).sort()).toEqual([
    'close',
    'config',
    'destroy',
    'disconnect',
    'getAccount',
    'getConnections',
    'getNetwork',
    'getProvider',
    'getState',
    'getThemeMode',
    'getThemeVariables',
    'getWalletInfo',
    'open',
    'ready',
    'setThemeMode',
    'setThemeVariables',
    'subscribe',
    'subscribeEvents',
    'switchNetwork',
  ])
  expect(Object.isFrozen(appKit)).toBe(true)
  expect(Object.keys(await import('./index.js'))).not.toContain('kernelOf')
  expect(() => kernelOf({ ...appKit })).toThrow('kernelOf() needs an instance made by createAppKit()')
})

it('opens Account if an address is connected, otherwise Connect', async () => {
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [createTestEvmAdapter()] })
  await appKit.ready()
  await appKit.open()
  expect(appKit.getState().view).toBe('Connect')
  await kernelOf(appKit).connection.connect({ connectorId: 'io.metamask' })
  await appKit.open()
  expect(appKit.getState().view).toBe('Account')
})

it('on mobile with no adapters it opens AllWallets; elsewhere Connect, never a view nothing registers', async () => {
  const mobile = createAppKit({ projectId: 'p', networks: [mainnet] }, { isMobile: () => true })
  const desktop = createAppKit({ projectId: 'p', networks: [mainnet] }, { isMobile: () => false })
  await mobile.open()
  await desktop.open()
  expect(mobile.getState().view).toBe('AllWallets')
  expect(desktop.getState().view).toBe('Connect')
})

it("an adapter with no wallet of its own, alone (the spec's 'no adapters'), opens its view on desktop and AllWallets on mobile", async () => {
  const pairingOnly = () =>
    definePlugin({
      name: 'pairing-only',
      kind: 'adapter',
      namespaces: ['eip155'],
      soleAdapterView: 'TestPluginView',
      attach: (ctx) => ctx.views.register('TestPluginView', async () => ({ default: 'TestPluginView' })),
      setup: () => undefined,
    })
  const desktop = createAppKit(
    { projectId: 'p', networks: [mainnet], plugins: [pairingOnly()] },
    { isMobile: () => false },
  )
  const mobile = createAppKit(
    { projectId: 'p', networks: [mainnet], plugins: [pairingOnly()] },
    { isMobile: () => true },
  )
  const beside = createAppKit(
    { projectId: 'p', networks: [mainnet], plugins: [pairingOnly(), createTestEvmAdapter()] },
    { isMobile: () => false },
  )
  for (const appKit of [desktop, mobile, beside]) await appKit.open()
  expect(desktop.getState().view).toBe('TestPluginView')
  expect(kernelOf(desktop).router.state.value.history).toHaveLength(1)
  expect(mobile.getState().view).toBe('AllWallets')
  expect(beside.getState().view).toBe('Connect')
  // Closing resets to Connect; the next opening is on the pairing view again, as its only view.
  await desktop.close()
  expect(desktop.getState().view).toBe('Connect')
  await desktop.open()
  expect(desktop.getState().view).toBe('TestPluginView')
  expect(kernelOf(desktop).router.state.value.history).toHaveLength(1)
})

it('a caller may pass a view and data to open a specific one, and a namespace to select', async () => {
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet] })
  await appKit.open({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' }, namespace: 'solana' })
  expect(appKit.getState()).toEqual({
    open: true,
    loading: false,
    selectedNamespace: 'solana',
    view: 'ConnectingExternal',
  })
  expect(kernelOf(appKit).router.data.value).toEqual({ connectorId: 'io.metamask' })
})

it('opening a view no plugin registered logs why and leaves the modal closed; a registered one opens', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    const swaps = definePlugin({
      name: 'swaps',
      attach: (ctx) => ctx.views.register('Networks' as never, async () => ({ default: 'swap' })),
      setup: () => undefined,
    })
    const bare = createAppKit({ projectId: 'p', networks: [mainnet] })
    await bare.open({ view: 'Swap' } as never)
    expect(bare.getState().open).toBe(false)
    expect(String(errors.mock.calls[0]?.[0])).toContain(
      'open({ view: "Swap" }): no plugin registered this view',
    )
    const withPlugin = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [swaps] })
    await withPlugin.open({ view: 'Networks' })
    expect(withPlugin.getState()).toMatchObject({ open: true, view: 'Networks' })
  } finally {
    errors.mockRestore()
  }
})

it('closing resets to Connect; in embedded mode closing goes to Account when connected', async () => {
  const plain = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [createTestEvmAdapter()] })
  const embedded = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    plugins: [createTestEvmAdapter()],
    enableEmbedded: true,
  })
  for (const appKit of [plain, embedded]) {
    await appKit.ready()
    await kernelOf(appKit).connection.connect({ connectorId: 'io.metamask' })
    await appKit.open({ view: 'Networks' })
    await appKit.close()
  }
  expect(plain.getState()).toMatchObject({ open: false, view: 'Connect' })
  expect(embedded.getState()).toMatchObject({ open: false, view: 'Account' })
})

it('closing the modal hides its toast, so a reopened view starts without one', async () => {
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [createTestEvmAdapter()] })
  await appKit.open()
  kernelOf(appKit).toasts?.show({ variant: 'loading', message: 'Switching…' })
  expect(kernelOf(appKit).toasts?.current?.value?.message).toBe('Switching…')
  await appKit.close()
  expect(kernelOf(appKit).toasts?.current?.value).toBeUndefined()
  appKit.destroy()
})

it('opening ProfileWallets without multiWallet shows the info alert and keeps the modal closed', async () => {
  const alerts = createRecordingAlerts()
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet] }, { alerts })
  await appKit.open({ view: 'ProfileWallets' })
  expect(appKit.getState().open).toBe(false)
  expect(alerts.shown.map((alert) => [alert.variant, alert.message])).toEqual([
    ['info', 'Multi-Wallet Not Enabled'],
  ])
})

it('a DOM event passed to open (onClick={open}) opens the default view', async () => {
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet] }, { isMobile: () => false })
  await appKit.open({ view: {} } as never)
  expect(appKit.getState()).toMatchObject({ open: true, view: 'Connect' })
})

it('subscribe reports modal changes and subscribeEvents reports lifecycle events, read-only', async () => {
  const appKit = createAppKit(
    { projectId: 'p', networks: [mainnet] },
    { now: () => 7, isMobile: () => false },
  )
  await appKit.ready()
  const states: boolean[] = []
  const events: LifecycleEvent[] = []
  const stop = appKit.subscribe((state) => states.push(state.open))
  appKit.subscribeEvents((event) => events.push(event))
  await appKit.open()
  await appKit.close()
  stop()
  await appKit.open()
  expect(states).toEqual([true, false])
  expect(events.map((event) => event.name)).toEqual(['open', 'close', 'open'])
  expect(events[0]).toEqual({
    name: 'open',
    payload: { view: 'Connect', namespace: 'eip155' },
    timestamp: 7,
  })
})

it('theme mode and variables are set and read per instance; a wrong mode is refused', () => {
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    themeVariables: { '--w3m-accent': 'red' },
  })
  appKit.setThemeMode('light')
  appKit.setThemeVariables({ '--w3m-z-index': 10 })
  expect(appKit.getThemeMode()).toBe('light')
  expect(appKit.getThemeVariables()).toEqual({ '--w3m-accent': 'red', '--w3m-z-index': 10 })
  expect(() => appKit.setThemeMode('blue' as never)).toThrow()
  expect(appKit.getThemeMode()).toBe('light')
})

it('a stored session is restored at start-up and exposed through the getters', async () => {
  const storage = createMemoryStorage()
  storage.set(persistedKeys.connectionStatus('eip155'), 'connected')
  storage.set(persistedKeys.connectedConnectorId('eip155'), 'io.metamask')
  storage.set(persistedKeys.activeCaipNetworkId('eip155'), 'eip155:8453')
  const connector = createTestConnector(
    { id: 'io.metamask', name: 'MetaMask' },
    { accounts: [{ address: '0xabc' }], chainId: 8453 },
  )
  const appKit = createAppKit(
    { projectId: 'p', networks: [mainnet, base], plugins: [createTestEvmAdapter(connector)] },
    { storage },
  )
  expect(appKit.getNetwork().caipNetworkId).toBe('eip155:8453')
  expect(appKit.getAccount().status).toBe('disconnected')
  await appKit.ready()
  expect(appKit.getAccount()).toMatchObject({
    caipAddress: 'eip155:8453:0xabc',
    status: 'connected',
    isConnected: true,
    allAccounts: [{ address: '0xabc' }],
  })
  expect(appKit.getConnections()).toHaveLength(1)
  expect(appKit.getProvider('eip155')).toEqual({ provider: 'io.metamask' })
  expect(appKit.getWalletInfo()?.name).toBe('MetaMask')
  await appKit.disconnect()
  expect(appKit.getAccount().isConnected).toBe(false)
  expect(storage.get(persistedKeys.connectionStatus('eip155'))).toBeUndefined()
})

it('destroy stops subscriptions and runs plugin cleanups', async () => {
  const cleanup = vi.fn()
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    plugins: [definePlugin({ name: 'x', setup: () => cleanup })],
  })
  await appKit.ready()
  const listener = vi.fn()
  appKit.subscribe(listener)
  appKit.destroy()
  await appKit.open()
  expect(cleanup).toHaveBeenCalledOnce()
  expect(listener).not.toHaveBeenCalled()
})

it('destroy during start-up restores no session and undoes the plugins', async () => {
  const storage = createMemoryStorage()
  storage.set(persistedKeys.connectionStatus('eip155'), 'connected')
  storage.set(persistedKeys.connectedConnectorId('eip155'), 'io.metamask')
  const connector = createTestConnector({ id: 'io.metamask' })
  const reconnect = vi.spyOn(connector, 'reconnect')
  const appKit = createAppKit(
    { projectId: 'p', networks: [mainnet], plugins: [createTestEvmAdapter(connector)] },
    { storage },
  )
  appKit.destroy()
  await appKit.ready()
  expect(reconnect).not.toHaveBeenCalled()
  expect(kernelOf(appKit).connectors.list()).toEqual([])
})

it('an adapter without a namespace is refused by the config check', () => {
  const adapter = definePlugin({ name: 'evm', kind: 'adapter', setup() {} })
  expect(() => createAppKit({ projectId: 'p', networks: [mainnet], plugins: [adapter] })).toThrow(
    /An adapter must have a namespace/,
  )
})

it('going back from the first view closes the modal of the instance', async () => {
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet] })
  await appKit.open({ view: 'Networks' })
  navigationOf(kernelOf(appKit).router).goBack()
  await vi.waitFor(() => expect(appKit.getState().open).toBe(false))
})

it('going back without an address emits wentBack 100 ms later, so a sign-in plugin can clear its URL and reload its connector', async () => {
  vi.useFakeTimers()
  try {
    const left: unknown[] = []
    const auth = definePlugin({
      name: 'sign-in',
      setup(ctx) {
        ctx.hooks.on('wentBack', (payload) => {
          left.push(payload)
        })
      },
    })
    const appKit = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [auth] })
    await appKit.ready()
    const router = navigationOf(kernelOf(appKit).router)
    await appKit.open({ view: 'Connect' })
    router.push('AllWallets')
    router.goBack()
    await vi.advanceTimersByTimeAsync(99)
    expect(left).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(left).toEqual([{ from: 'AllWallets', isConnected: false, namespace: 'eip155' }])
  } finally {
    vi.useRealTimers()
  }
})

it('nothing starts before it is needed: plugins are set up on a connection operation, ready() or a stored session, not at creation or open', async () => {
  const setup = vi.fn()
  const preload = vi.fn(async () => undefined)
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    plugins: [definePlugin({ name: 'x', preload, setup })],
  })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(setup).not.toHaveBeenCalled()
  expect(preload).not.toHaveBeenCalled()
  expect(kernelOf(appKit).api).toBeUndefined()
  expect(() => kernelOf(appKit).storage.get(persistedKeys.recentWallets)).toThrow(
    /before the instance started/,
  )
  // Opening shows what plugins attached; the engine waits until something needs it.
  await appKit.open()
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(setup).not.toHaveBeenCalled()
  await kernelOf(appKit).connection.switchNetwork(mainnet)
  await appKit.ready()
  expect(preload).toHaveBeenCalledTimes(1)
  expect(setup).toHaveBeenCalledTimes(1)
  expect(kernelOf(appKit).storage.get(persistedKeys.recentWallets)).toBeUndefined()
})

it('intent starts the instance once however often it comes', async () => {
  const setup = vi.fn()
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    plugins: [definePlugin({ name: 'x', setup })],
  })
  const kernel = kernelOf(appKit)
  await Promise.all([kernel.start(), kernel.start(), appKit.open(), appKit.ready()])
  expect(setup).toHaveBeenCalledTimes(1)
})

it('a stored active network is shown at creation, before anything starts', () => {
  const storage = createMemoryStorage()
  storage.set(persistedKeys.activeCaipNetworkId('eip155'), 'eip155:8453')
  const setup = vi.fn()
  const appKit = createAppKit(
    { projectId: 'p', networks: [mainnet, base], plugins: [definePlugin({ name: 'x', setup })] },
    { storage },
  )
  expect(appKit.getNetwork().caipNetworkId).toBe('eip155:8453')
  expect(setup).not.toHaveBeenCalled()
})

it('a production build checks the config when the instance starts: the page keeps running, ready() rejects and the modal says why', async () => {
  vi.stubEnv('NODE_ENV', 'production')
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    const setup = vi.fn()
    const appKit = createAppKit({
      projectId: '  ',
      networks: [mainnet],
      plugins: [definePlugin({ name: 'x', setup })],
    })
    expect(appKit.getNetwork().caipNetworkId).toBe('eip155:1')
    await expect(appKit.ready()).rejects.toMatchObject({
      name: 'InvalidConfigError',
      message: expect.stringMatching(/Project ID Not Configured/),
    })
    await appKit.open()
    await vi.waitFor(() =>
      expect(kernelOf(appKit).alerts.current?.value).toMatchObject({
        code: 'projectIdNotConfigured',
        variant: 'error',
        message: 'Project ID Not Configured',
        detail: 'Set `projectId` in your configuration.',
      }),
    )
    expect(setup).not.toHaveBeenCalled()
    expect(errors).toHaveBeenCalled()
  } finally {
    vi.unstubAllEnvs()
  }
})

it('a production build with another config problem says appkit could not start, with the problem in the detail', async () => {
  vi.stubEnv('NODE_ENV', 'production')
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    const appKit = createAppKit({ projectId: 'p', networks: [mainnet], themeMode: 'purple' as never })
    await expect(appKit.ready()).rejects.toMatchObject({ name: 'InvalidConfigError' })
    expect(kernelOf(appKit).alerts.current?.value).toMatchObject({
      variant: 'error',
      message: 'appkit could not start',
      detail: expect.stringMatching(/themeMode/),
    })
    expect(errors).toHaveBeenCalled()
  } finally {
    vi.unstubAllEnvs()
  }
})

it('a development build without a project id does not throw: it shows Project ID Not Configured and does not start', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const setup = vi.fn()
  const appKit = createAppKit({
    projectId: '',
    networks: [mainnet],
    plugins: [definePlugin({ name: 'x', setup })],
  })
  await vi.waitFor(() =>
    expect(kernelOf(appKit).alerts.current?.value).toMatchObject({
      code: 'projectIdNotConfigured',
      message: 'Project ID Not Configured',
    }),
  )
  expect(appKit.getNetwork().caipNetworkId).toBe('eip155:1')
  await expect(appKit.ready()).rejects.toMatchObject({
    name: 'InvalidConfigError',
    message: expect.stringMatching(/Project ID Not Configured/),
  })
  expect(kernelOf(appKit).alerts.current?.value?.code).toBe('projectIdNotConfigured')
  expect(setup).not.toHaveBeenCalled()
  expect(errors).toHaveBeenCalledWith(
    '[appkit] Project ID Not Configured: set `projectId` in your configuration',
  )
})

it('Project ID Not Configured reaches a host-given alerts stand-in in the catalogue words (the texts load first)', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const shown: unknown[] = []
  createAppKit({ networks: [mainnet] } as never, { alerts: { show: (alert) => void shown.push(alert) } })
  await vi.waitFor(() => expect(shown).toHaveLength(1))
  expect(shown).toEqual([
    {
      variant: 'error',
      message: 'Project ID Not Configured',
      detail: 'Set `projectId` in your configuration.',
      code: 'projectIdNotConfigured',
    },
  ])
})

it('a production build runs on the checked config once started', async () => {
  vi.stubEnv('NODE_ENV', 'production')
  try {
    const seen: unknown[] = []
    const appKit = createAppKit({
      projectId: ' trimmed ',
      networks: [mainnet],
      plugins: [definePlugin({ name: 'x', setup: (ctx) => void seen.push(ctx.config.projectId) })],
    })
    await appKit.ready()
    expect(seen).toEqual(['trimmed'])
    expect(appKit.config.projectId).toBe('trimmed')
  } finally {
    vi.unstubAllEnvs()
  }
})

it("attach() registers a plugin's connectors at creation, before anything loads, and destroy() removes them", async () => {
  const setup = vi.fn()
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    plugins: [
      definePlugin({
        name: 'evm',
        kind: 'adapter',
        namespaces: ['eip155'],
        attach: (ctx) =>
          ctx.connectors.register(createTestConnector({ id: 'io.metamask', name: 'MetaMask' })),
        setup,
      }),
      definePlugin({ name: 'off', features: ['multiWallet'], attach: () => setup(), setup }),
    ],
  })
  expect(
    kernelOf(appKit)
      .connectors.list()
      .map((connector) => connector.name),
  ).toEqual(['MetaMask'])
  expect(setup).not.toHaveBeenCalled()
  appKit.destroy()
  expect(kernelOf(appKit).connectors.list()).toEqual([])
})

it('a plugin whose attach() throws is reported and the others still attach', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    plugins: [
      definePlugin({
        name: 'broken',
        attach() {
          throw new Error('boom')
        },
        setup() {},
      }),
      definePlugin({
        name: 'evm',
        attach: (ctx) => ctx.connectors.register(createTestConnector({ id: 'io.metamask' })),
        setup() {},
      }),
    ],
  })
  expect(kernelOf(appKit).connectors.list()).toHaveLength(1)
  expect(errors).toHaveBeenCalledWith('[appkit] plugin "broken" failed in attach', expect.any(Error))
})

it('the modal state is loading while the instance starts, and not once plugins are set up (spec section 3, Modal)', async () => {
  let release: (() => void) | undefined
  const slow = definePlugin({
    name: 'slow',
    setup: () =>
      new Promise<void>((resolve) => {
        release = resolve
      }),
  })
  const appKit = createAppKit({ projectId: 'p', networks: [mainnet], plugins: [slow] })
  expect(appKit.getState().loading).toBe(false)
  const ready = appKit.ready()
  expect(appKit.getState().loading).toBe(true)
  await vi.waitFor(() => expect(release).toBeTypeOf('function'))
  release?.()
  await ready
  await vi.waitFor(() => expect(appKit.getState().loading).toBe(false))
})

it('a stored session sets up only the plugins its namespaces need; intent sets up the others, once', async () => {
  const storage = createMemoryStorage()
  storage.set(persistedKeys.connectionStatus('eip155'), 'connected')
  storage.set(persistedKeys.connectedConnectorId('eip155'), 'io.metamask')
  const connector = createTestConnector(
    { id: 'io.metamask' },
    { accounts: [{ address: '0xabc' }], chainId: 1 },
  )
  const solana = { preload: vi.fn(async () => undefined), setup: vi.fn() }
  const feature = { preload: vi.fn(async () => undefined), setup: vi.fn() }
  const appKit = createAppKit(
    {
      projectId: 'p',
      networks: [mainnet],
      plugins: [
        createTestEvmAdapter(connector),
        definePlugin({ name: 'solana', kind: 'adapter', namespaces: ['solana'], ...solana }),
        definePlugin({ name: 'feature', ...feature }),
      ],
    },
    { storage },
  )
  await vi.waitFor(() => expect(appKit.getAccount().isConnected).toBe(true))
  expect(feature.preload).toHaveBeenCalledTimes(1)
  expect(feature.setup).toHaveBeenCalledTimes(1)
  expect(solana.preload).not.toHaveBeenCalled()
  expect(solana.setup).not.toHaveBeenCalled()
  expect(kernelOf(appKit).plugins.value.map((plugin) => plugin.status)).toEqual(['ready', 'pending', 'ready'])
  // Intent (opening, a connection operation, ready()): the plugins left for later load and are set up.
  await kernelOf(appKit).start()
  await appKit.ready()
  await kernelOf(appKit).start()
  expect(solana.preload).toHaveBeenCalledTimes(1)
  expect(solana.setup).toHaveBeenCalledTimes(1)
  expect(feature.setup).toHaveBeenCalledTimes(1)
  expect(kernelOf(appKit).plugins.value.map((plugin) => plugin.status)).toEqual(['ready', 'ready', 'ready'])
  expect(appKit.getAccount().isConnected).toBe(true)
})

it('a session stored in two namespaces sets up the adapters of both before restoring', async () => {
  const storage = createMemoryStorage()
  storage.set(persistedKeys.connectionStatus('eip155'), 'connected')
  storage.set(persistedKeys.connectionStatus('solana'), 'connected')
  const solana = { preload: vi.fn(async () => undefined), setup: vi.fn() }
  const other = { preload: vi.fn(async () => undefined), setup: vi.fn() }
  createAppKit(
    {
      projectId: 'p',
      networks: [mainnet],
      plugins: [
        createTestEvmAdapter(),
        definePlugin({ name: 'solana', kind: 'adapter', namespaces: ['solana'], ...solana }),
        definePlugin({ name: 'bitcoin', kind: 'adapter', namespaces: ['bip122'], ...other }),
      ],
    },
    { storage },
  )
  await vi.waitFor(() => expect(solana.setup).toHaveBeenCalledTimes(1))
  expect(solana.preload).toHaveBeenCalledTimes(1)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(other.preload).not.toHaveBeenCalled()
  expect(other.setup).not.toHaveBeenCalled()
})
