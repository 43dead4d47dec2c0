import { renderToString } from 'react-dom/server'
import { expect, it, vi } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { defineNetwork } from '../../kernel/networks/index.js'
import { AppKitButton } from './AppKitButton.js'
import { AppKitProvider } from './AppKitProvider.js'
import { useAppKitAccount, useAppKitNetwork, useAppKitState } from './hooks.js'

const network = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
})

function Probe() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  return (
    <p>
      {account.status} {network.caipNetworkId} {String(state.open)}
    </p>
  )
}

it('rendering on the server emits no error and touches no window', () => {
  expect(typeof window).toBe('undefined')
  const errors = vi.spyOn(console, 'error')
  const appKit = createAppKit({ projectId: 'ssr', networks: [network] })
  const html = renderToString(
    <AppKitProvider appKit={appKit}>
      <AppKitButton />
      <Probe />
    </AppKitProvider>,
  )
  expect(html).toContain('Connect Wallet')
  expect(html.replaceAll('<!-- -->', '')).toContain('disconnected eip155:1 false')
  expect(errors).not.toHaveBeenCalled()
})

it('with an initial state from the cookie, the server renders the account and its network, and leaves the shared instance untouched', () => {
  const errors = vi.spyOn(console, 'error')
  const other = defineNetwork({
    id: 10,
    chainNamespace: 'eip155',
    name: 'Optimism',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example'] } },
  })
  const appKit = createAppKit({ projectId: 'ssr', networks: [network, other] })
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const html = renderToString(
    <AppKitProvider
      appKit={appKit}
      initialState={{
        activeNamespace: 'eip155',
        accounts: { eip155: { address, caipNetworkId: 'eip155:10' } },
      }}
    >
      <AppKitButton />
      <Probe />
    </AppKitProvider>,
  )
  expect(html).toContain('0xf3...b92266</button>')
  expect(html.replaceAll('<!-- -->', '')).toContain('reconnecting eip155:10 false')
  // A module-level instance on a server serves every request: the initial state is never written into it.
  expect(appKit.getAccount().isConnected).toBe(false)
  expect(errors).not.toHaveBeenCalled()
})
