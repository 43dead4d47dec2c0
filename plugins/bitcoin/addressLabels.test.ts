import { expect, it } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { loadLabels } from '../../kernel/i18n/translations.js'
import { kernelOf } from '../../kernel/internal.js'
import { definePlugin } from '../../kernel/plugins/definePlugin.js'
import { createTestConnector } from '../../tests/support/kernelTesting.js'
import { uiKernelFrom } from '../../ui/bridge/fromKernel.js'
import { addressLabelsOf, watchAddressLabels } from './addressLabels.js'
import { bitcoin } from './networks.js'

const PAYMENT = 'bc1qpayment'
const ORDINAL = 'bc1pordinal'

it('labels the payment and ordinal addresses of every connection, and nothing else', () => {
  const labels = addressLabelsOf([
    {
      accounts: [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINAL, type: 'ordinal' },
      ],
    },
    { accounts: [{ address: '0xabc', type: 'eoa' }] },
  ])
  expect(Object.keys(labels)).toEqual([PAYMENT, ORDINAL])
  expect(labels[PAYMENT]).toMatchObject({ en: 'Payment' })
  expect(labels[ORDINAL]).toMatchObject({ en: 'Ordinals' })
})

function appWithBitcoinWallet(locale?: string) {
  return createAppKit({
    projectId: 'labels-test',
    networks: [bitcoin],
    ...(locale ? { locale } : {}),
    plugins: [
      definePlugin({
        name: 'bitcoin-labels',
        namespaces: ['bip122'],
        attach: (ctx) =>
          ctx.connectors.register(
            createTestConnector(
              { id: 'btc.wallet', name: 'BTC Wallet', chain: 'bip122' },
              {
                accounts: [
                  { address: PAYMENT, type: 'payment' },
                  { address: ORDINAL, type: 'ordinal' },
                ],
                chainId: bitcoin.id,
              },
            ),
          ),
        setup(ctx) {
          watchAddressLabels(ctx)
        },
      }),
    ],
  })
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

it('a connection writes its accounts into the account state addressLabels, and ProfileWallets reads them (kept once the connection ends)', async () => {
  const appKit = appWithBitcoinWallet()
  const kernel = kernelOf(appKit)
  await kernel.start()
  expect(kernel.store.account.bip122.value.addressLabels).toEqual({})
  await kernel.connection.connect({ connectorId: 'btc.wallet' })
  await settle()
  expect(Object.keys(kernel.store.account.bip122.value.addressLabels)).toEqual([PAYMENT, ORDINAL])
  const shown = () =>
    uiKernelFrom(appKit).connections.value.map(({ address, label, connected }) => ({
      address,
      label,
      connected,
    }))
  expect(shown()).toEqual([
    { address: PAYMENT, label: 'Payment', connected: true },
    { address: ORDINAL, label: 'Ordinals', connected: true },
  ])
  await kernel.connection.disconnect()
  await settle()
  // The disconnect resets the account; the ended connection (still listed) gets its labels back.
  expect(shown()).toEqual([
    { address: PAYMENT, label: 'Payment', connected: false },
    { address: ORDINAL, label: 'Ordinals', connected: false },
  ])
  appKit.destroy()
})

it("the labels show in the modal's language", async () => {
  await loadLabels('de')
  const appKit = appWithBitcoinWallet('de-DE')
  const kernel = kernelOf(appKit)
  await kernel.start()
  await kernel.connection.connect({ connectorId: 'btc.wallet' })
  await settle()
  expect(uiKernelFrom(appKit).connections.value.map(({ label }) => label)).toEqual(['Zahlung', 'Ordinals'])
  appKit.destroy()
})
