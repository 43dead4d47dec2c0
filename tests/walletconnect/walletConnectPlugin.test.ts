import { afterEach, expect, it, vi } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { walletConnect } from '../../plugins/walletconnect/index.js'
import { mainnet } from '../support/kernelTesting.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

it('with the walletconnect plugin configured, creating an instance makes zero network requests and loads no sign-client', async () => {
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
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet],
    endpoints: { relay: 'ws://127.0.0.1:1' },
    plugins: [walletConnect()],
  })
  await appKit.ready()
  appKit.getState()
  await appKit.open()
  await appKit.close()
  const kernel = kernelOf(appKit)
  expect(kernel.connectors.get('walletConnect')?.type).toBe('WALLET_CONNECT')
  expect(kernel.views.has('ConnectingWalletConnect')).toBe(true)
  expect(kernel.views.has('ConnectingWalletConnectBasic')).toBe(true)
  expect(kernel.connectors.get('walletConnect')).toMatchObject({
    connectView: 'ConnectingWalletConnect',
    pairsRegistryWallets: true,
    reconnectStatus: 'reconnecting',
  })
  expect(requests).toEqual([])
  expect(Object.keys(globalThis).filter((key) => key.startsWith('_walletConnectCore'))).toEqual([])
})

it("the entry shows WalletConnect's logo once the setup has loaded (not from the first bytes); an integrator's imageUrl wins", async () => {
  const { WALLET_CONNECT_LOGO } = await import('../../plugins/walletconnect/logo.js')
  const config = { projectId: 'p', networks: [mainnet], endpoints: { relay: 'ws://127.0.0.1:1' } }
  const appKit = createAppKit({ ...config, plugins: [walletConnect()] })
  const kernel = kernelOf(appKit)
  expect(kernel.connectors.get('walletConnect')?.imageUrl).toBeUndefined()
  await appKit.ready()
  const entry = kernel.connectors.get('walletConnect')
  expect(entry?.imageUrl).toBe(WALLET_CONNECT_LOGO)
  expect(entry).toMatchObject({ connectView: 'ConnectingWalletConnect', pairsRegistryWallets: true })
  expect(kernel.connectors.list().filter((connector) => connector.id === 'walletConnect')).toHaveLength(1)
  // destroy() undoes the setup's registration too (the engine's teardown, a moment later).
  appKit.destroy()
  await vi.waitFor(() => expect(kernel.connectors.get('walletConnect')).toBeUndefined())

  const own = createAppKit({
    ...config,
    plugins: [walletConnect({ imageUrl: 'https://example.com/wc.png' })],
  })
  await own.ready()
  expect(kernelOf(own).connectors.get('walletConnect')?.imageUrl).toBe('https://example.com/wc.png')
  own.destroy()
})

it("spec 8 'WalletConnectConnector not found': the setup refuses a plugin object stripped of its eip155 namespace (the only way to reach it)", async () => {
  const { WalletConnectConnectorNotFoundError } = await import('../../plugins/walletconnect/errors.js')
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  try {
    // walletConnect() always declares eip155: only an object edited by hand lacks its writer.
    const stripped = { ...walletConnect(), namespaces: ['solana'] as const }
    const appKit = createAppKit({
      projectId: 'p',
      networks: [mainnet],
      endpoints: { relay: 'ws://127.0.0.1:1' },
      plugins: [stripped],
    })
    await appKit.ready()
    const failure = errors.mock.calls.find(([message]) =>
      String(message).includes('"walletconnect" failed in setup'),
    )
    expect(failure?.[1]).toBeInstanceOf(WalletConnectConnectorNotFoundError)
    expect(String(failure?.[1])).toContain('WalletConnectConnector not found')
    appKit.destroy()
  } finally {
    errors.mockRestore()
  }
})
