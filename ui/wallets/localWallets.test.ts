import { expect, it } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import { createTestConnector, mainnet } from '../../tests/support/kernelTesting.js'
import { localWalletsOf } from './localWallets.js'

it('a connector that pairs remote wallets is listed by its capability, whatever type name its plugin gives it', () => {
  const appKit = createAppKit({
    projectId: 'local-wallets-test',
    networks: [mainnet],
    plugins: [
      definePlugin({
        name: 'pairs',
        attach: (ctx) =>
          ctx.connectors.register(
            createTestConnector({ id: 'remote', type: 'RELAY_OF_SOME_PLUGIN', pairsRegistryWallets: true }),
          ),
        setup() {},
      }),
      definePlugin({
        name: 'page',
        attach: (ctx) => ctx.connectors.register(createTestConnector({ id: 'io.wallet', type: 'ANNOUNCED' })),
        setup() {},
      }),
    ],
  })
  const entries = localWalletsOf(kernelOf(appKit)).value
  expect(entries.map(({ id, source, installed }) => ({ id, source, installed }))).toEqual([
    { id: 'remote', source: 'pairing', installed: false },
    { id: 'io.wallet', source: 'injected', installed: true },
  ])
  appKit.destroy()
})
