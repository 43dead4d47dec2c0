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
