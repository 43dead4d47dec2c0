import { expect, it, vi } from 'vitest'
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

it("a connector's loadImage is loaded once, when the list is read with the modal open (not before interaction), and its entry shows the image", async () => {
  let loads = 0
  const logo = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
  const appKit = createAppKit({
    projectId: 'local-wallets-test',
    networks: [mainnet],
    plugins: [
      definePlugin({
        name: 'relay',
        attach: (ctx) =>
          ctx.connectors.register(
            createTestConnector({
              id: 'relay',
              pairsRegistryWallets: true,
              loadImage: async () => {
                loads++
                return logo
              },
            }),
          ),
        setup() {},
      }),
    ],
  })
  const wallets = localWalletsOf(kernelOf(appKit))
  // Read before any opening (the first view's idle warm-up), nothing loads.
  expect(wallets.value.find((entry) => entry.id === 'relay')?.imageUrl).toBeUndefined()
  expect(loads).toBe(0)
  await appKit.open()
  expect(wallets.value.find((entry) => entry.id === 'relay')?.imageUrl).toBeUndefined()
  await vi.waitFor(() => expect(wallets.value.find((entry) => entry.id === 'relay')?.imageUrl).toBe(logo))
  wallets.value
  expect(loads).toBe(1)
  appKit.destroy()
})
