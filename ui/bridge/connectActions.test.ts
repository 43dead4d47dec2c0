import { expect, it } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import { createTestConnector, mainnet } from '../../tests/support/kernelTesting.js'
import { uiKernelFrom } from './fromKernel.js'

/** A relay-like adapter: its connector pairs registry wallets; the modal opens on its view when it is alone. */
function pairingApp() {
  let refuse = true
  const appKit = createAppKit(
    {
      projectId: 'bridge-test',
      networks: [mainnet],
      plugins: [
        definePlugin({
          name: 'pairing',
          kind: 'adapter',
          namespaces: ['eip155'],
          soleAdapterView: 'TestPluginView',
          attach(ctx) {
            ctx.views.register('TestPluginView', async () => ({ default: 'TestPluginView' }))
            ctx.connectors.register(
              createTestConnector({
                id: 'pairing',
                pairsRegistryWallets: true,
                // Its connect view is another than the one the modal opens on (as the relay's QR views).
                connectView: 'ConnectingExternal',
                async connect() {
                  if (refuse) throw Object.assign(new Error('User rejected'), { code: 4001 })
                  return { accounts: [{ address: '0xabc', type: 'eoa' }], chainId: 1 }
                },
              }),
            )
          },
          setup() {},
        }),
      ],
    },
    { isMobile: () => false },
  )
  const accept = () => {
    refuse = false
  }
  return { appKit, accept }
}

const wallet = { id: 'pairing', name: 'Pairing', source: 'pairing', connectorId: 'pairing' } as const

it('a connect from the view the modal opened on (inPlace) stays on it: no second view, Back closes', async () => {
  const { appKit } = pairingApp()
  const ui = uiKernelFrom(appKit)
  const { router } = kernelOf(appKit)
  await appKit.open()
  expect(router.state.value.history.map((entry) => entry.view)).toEqual(['TestPluginView'])
  await ui.connect(wallet, { inPlace: true })
  expect(ui.connectStatus.value).toMatchObject({ connectorId: 'pairing', state: 'rejected' })
  expect(router.state.value.history.map((entry) => entry.view)).toEqual(['TestPluginView'])
  ui.goBack()
  expect(appKit.getState().open).toBe(false)
  appKit.destroy()
})

it("each opening starts afresh: an earlier opening's failed attempt is not shown; a connect from Connect enters the connector's view", async () => {
  const { appKit, accept } = pairingApp()
  const ui = uiKernelFrom(appKit)
  const { router } = kernelOf(appKit)
  await appKit.open()
  await ui.connect(wallet, { inPlace: true })
  expect(ui.connectStatus.value?.state).toBe('rejected')
  await appKit.close()
  expect(ui.connectStatus.value?.state).toBe('rejected')
  await appKit.open()
  expect(ui.connectStatus.value).toBeUndefined()

  // From another view the attempt enters the connector's view, once; Try again there (inPlace) stays.
  await appKit.close()
  await appKit.open({ view: 'Connect' })
  await ui.connect(wallet)
  expect(router.state.value.history.map((entry) => entry.view)).toEqual(['Connect', 'ConnectingExternal'])
  accept()
  await ui.connect(wallet, { inPlace: true })
  expect(appKit.getState().open).toBe(false)
  expect(appKit.getAccount().address).toBe('0xabc')
  appKit.destroy()
})
