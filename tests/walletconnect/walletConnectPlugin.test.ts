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
