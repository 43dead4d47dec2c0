import { afterEach, beforeEach, expect, it } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { polkadot, polkadotNetwork } from '../../plugins/polkadot/index.js'
import { walletConnect } from '../../plugins/walletconnect/index.js'
import { mainnet } from '../support/kernelTesting.js'

// The polkadot plugin reads window.injectedWeb3 at attach: a page without extensions.
const page = globalThis as { window?: unknown }
beforeEach(() => {
  page.window = new EventTarget()
})
afterEach(() => {
  delete page.window
})

it('with the polkadot plugin installed, the walletconnect setup registers the session side walletConnect.polkadot (unlisted); without it, none', async () => {
  const withPolkadot = createAppKit({
    projectId: 'p',
    networks: [mainnet, polkadotNetwork],
    endpoints: { relay: 'ws://127.0.0.1:1' },
    plugins: [walletConnect(), polkadot()],
  })
  await withPolkadot.ready()
  await expect
    .poll(() => kernelOf(withPolkadot).connectors.get('walletConnect.polkadot'))
    .toMatchObject({ type: 'WALLET_CONNECT', chain: 'polkadot', listed: false })
  const without = createAppKit({
    projectId: 'p',
    networks: [mainnet, polkadotNetwork],
    endpoints: { relay: 'ws://127.0.0.1:1' },
    plugins: [walletConnect()],
  })
  await without.ready()
  await expect.poll(() => kernelOf(without).connectors.get('walletConnect')?.type).toBe('WALLET_CONNECT')
  expect(kernelOf(without).connectors.get('walletConnect.polkadot')).toBeUndefined()
})
