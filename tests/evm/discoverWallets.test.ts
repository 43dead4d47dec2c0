import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Connector } from '../../kernel/connection/connector.js'
import type { AttachContext } from '../../kernel/plugins/context.js'
import { evm } from '../../plugins/evm/evm.js'
import type { EIP1193Provider } from '../../plugins/evm/types.js'
import { announceWallet, installPageWindow } from '../fixtures/pageWindow.js'

const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
const fakeProvider = () => ({ request: async () => null }) as unknown as EIP1193Provider

let page: ReturnType<typeof installPageWindow>
beforeEach(() => {
  page = installPageWindow()
})
afterEach(() => page.remove())

/** The evm plugin attached to an instance, as createAppKit does at creation: its connectors. */
function watch(options: { excludeWalletIds?: string[]; announced?: boolean; injected?: boolean } = {}) {
  const connectors: Connector[] = []
  const ctx = {
    instance: {},
    config: { enableEIP6963: options.announced ?? true, excludeWalletIds: options.excludeWalletIds ?? [] },
    connectors: {
      register(connector: Connector) {
        connectors.push(connector)
        return () => connectors.splice(connectors.indexOf(connector), 1)
      },
    },
  } as unknown as AttachContext<{ injected: boolean }>
  const stop = evm({ injected: options.injected ?? true }).attach?.(ctx)
  return { connectors, stop: () => stop?.() }
}

describe('the evm plugin finds extension wallets at attach', () => {
  it('lists announced wallets (rdns, name, icon) as ANNOUNCED connectors, without network I/O', () => {
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Test Wallet', icon, rdns: 'dev.appkit.test' },
      fakeProvider(),
    )
    const { connectors } = watch()
    expect(connectors).toHaveLength(1)
    expect(connectors[0]).toMatchObject({
      id: 'dev.appkit.test',
      type: 'ANNOUNCED',
      name: 'Test Wallet',
      chain: 'eip155',
      info: { rdns: 'dev.appkit.test' },
      imageUrl: icon,
    })
  })

  it('two announced wallets with the same rdns appear once', () => {
    const rdns = 'dev.appkit.twice'
    announceWallet(page.window, { uuid: crypto.randomUUID(), name: 'Twice', icon, rdns }, fakeProvider())
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Twice again', icon, rdns },
      fakeProvider(),
    )
    const { connectors } = watch()
    expect(connectors.map((connector) => connector.name)).toEqual(['Twice'])
  })

  it('a wallet announced after start-up is added', () => {
    const { connectors } = watch()
    expect(connectors).toHaveLength(0)
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Late', icon, rdns: 'dev.appkit.late' },
      fakeProvider(),
    )
    expect(connectors.map((connector) => connector.id)).toEqual(['dev.appkit.late'])
  })

  it('offers window.ethereum as INJECTED only when it is not already announced', () => {
    const ethereum = fakeProvider()
    page.window.ethereum = ethereum
    const alone = watch()
    expect(alone.connectors.map((connector) => [connector.id, connector.type])).toEqual([
      ['injected', 'INJECTED'],
    ])
    alone.stop()
    expect(alone.connectors).toHaveLength(0)

    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Same', icon, rdns: 'dev.appkit.same' },
      ethereum,
    )
    const announced = watch()
    expect(announced.connectors.map((connector) => connector.type)).toEqual(['ANNOUNCED'])
  })

  it('leaves out excluded wallets, by rdns or name, case-insensitive', () => {
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Kept', icon, rdns: 'dev.appkit.kept' },
      fakeProvider(),
    )
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Gone', icon, rdns: 'dev.appkit.gone' },
      fakeProvider(),
    )
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Hidden', icon, rdns: 'dev.appkit.hidden' },
      fakeProvider(),
    )
    const { connectors } = watch({ excludeWalletIds: ['DEV.APPKIT.GONE', 'hidden'] })
    expect(connectors.map((connector) => connector.id)).toEqual(['dev.appkit.kept'])
  })

  it('ignores announcements when EIP-6963 is off', () => {
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Off', icon, rdns: 'dev.appkit.off' },
      fakeProvider(),
    )
    expect(watch({ announced: false }).connectors).toHaveLength(0)
  })

  it('with injected false, window.ethereum is not offered', () => {
    page.window.ethereum = fakeProvider()
    expect(watch({ injected: false }).connectors).toHaveLength(0)
  })

  it('a wallet announced without rdns is listed under its uuid; a malformed announcement is ignored', () => {
    const uuid = crypto.randomUUID()
    const { connectors } = watch()
    page.window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'x' }, provider: {} } }),
    )
    page.window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid, name: 'No rdns', icon }, provider: fakeProvider() },
      }),
    )
    expect(connectors.map((connector) => [connector.id, connector.info])).toEqual([[uuid, undefined]])
  })
})
