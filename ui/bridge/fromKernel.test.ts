import { expect, it } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import { createTestConnector, mainnet } from '../../tests/support/kernelTesting.js'
import { uiKernelFrom } from './fromKernel.js'

it('a connector a connect method shows (listed: false) stays out of the wallet list, also once it is a recent wallet', async () => {
  const appKit = createAppKit({
    projectId: 'bridge-test',
    networks: [mainnet],
    plugins: [
      definePlugin({
        name: 'sign-in',
        attach: (ctx) => ctx.connectors.register(createTestConnector({ id: 'guest', listed: false })),
        setup() {},
      }),
      definePlugin({
        name: 'wallet',
        attach: (ctx) => ctx.connectors.register(createTestConnector({ id: 'io.wallet', type: 'ANNOUNCED' })),
        setup() {},
      }),
    ],
  })
  await kernelOf(appKit).connection.connect({ connectorId: 'guest' })
  expect(kernelOf(appKit).store.recentWallets.value.map((wallet) => wallet.id)).toEqual(['guest'])
  expect(uiKernelFrom(appKit).localWallets.value.map((wallet) => wallet.id)).toEqual(['io.wallet'])
  appKit.destroy()
})
