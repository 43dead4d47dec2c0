import { expect, it } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { defineNamespace } from '../../kernel/namespaces.js'
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
        attach: (ctx) =>
          ctx.connectors.register(
            createTestConnector({
              id: 'io.wallet',
              type: 'ANNOUNCED',
              imageUrl: 'data:image/png;base64,AA==',
            }),
          ),
        setup() {},
      }),
    ],
  })
  await kernelOf(appKit).connection.connect({ connectorId: 'guest' })
  expect(kernelOf(appKit).store.recentWallets.value.map((wallet) => wallet.id)).toEqual(['guest'])
  expect(uiKernelFrom(appKit).localWallets.value.map((wallet) => wallet.id)).toEqual(['io.wallet'])
  appKit.destroy()
})

it("a namespace a plugin adds is named by its definition's label, in the modal's language; a built-in one is not the bridge's", () => {
  const acme = defineNamespace({
    name: 'acme',
    reference: /[a-z][-a-z0-9]{2,31}/,
    example: 'acme:acmehub-4',
    label: { en: 'Acme networks', de: 'Acme-Netzwerke' },
  })
  const plain = defineNamespace({ name: 'plain', reference: /\d+/, example: 'plain:1' })
  const plugins = [definePlugin({ name: 'acme', addsNamespaces: [acme, plain], setup() {} })]
  const german = uiKernelFrom(
    createAppKit({ projectId: 'bridge-test', networks: [mainnet], plugins, locale: 'de-AT' }),
  )
  expect(german.namespaceLabel?.('acme')).toBe('Acme-Netzwerke')
  expect(german.namespaceLabel?.('plain')).toBe('plain')
  expect(german.namespaceLabel?.('eip155')).toBeUndefined()
  const english = uiKernelFrom(createAppKit({ projectId: 'bridge-test', networks: [mainnet], plugins }))
  expect(english.namespaceLabel?.('acme')).toBe('Acme networks')
})
