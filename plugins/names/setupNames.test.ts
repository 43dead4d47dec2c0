import { signal } from '@preact/signals-core'
import { afterEach, expect, it, vi } from 'vitest'
import type { PluginContext } from 'walletdock/plugin'
import { createCache } from '../../kernel/http/createCache.js'
import { createTestApiClient } from '../../tests/support/kernelTesting.js'
import { setupNames } from './setupNames.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The plugin's side with the services API answering `respond`; `wallet` is the connected eip155 wallet, if any. */
function setup(wallet: { address?: string; provider?: unknown; connectorId?: string }) {
  const fetch = vi.fn(async (url: string) =>
    new URL(url).pathname.startsWith('/v1/identity/')
      ? Response.json({ name: null, avatar: null })
      : Response.json({ success: true, name: 'alice.reown.id' }),
  )
  const api = createTestApiClient(fetch)
  const cache = createCache()
  const address = wallet.address
  const ctx = {
    cache,
    writers: { eip155: { setAccount: vi.fn(async () => undefined) } },
    hooks: { on: () => () => undefined, emit: vi.fn() },
    transfers: { provideReceiverResolver: vi.fn() },
    slots: { accountAction: () => () => undefined },
    router: { replace: vi.fn() },
    state: {
      activeNamespace: signal('eip155'),
      account: () =>
        signal({ address, caipAddress: address ? `eip155:31337:${address}` : undefined, profileName: null }),
      connection: () =>
        signal({
          connections: address
            ? [{ connectorId: wallet.connectorId ?? 'injected', accounts: [{ address }] }]
            : [],
        }),
      connectors: signal([{ id: 'injected', getProvider: () => wallet.provider }]),
    },
  } as unknown as PluginContext
  const names = setupNames(ctx, api as NonNullable<PluginContext['api']>, { en: 'Choose a name' })
  const registrations = () => fetch.mock.calls.filter(([url]) => String(url).includes('/v1/profile/account'))
  return { names, registrations, cache }
}

afterEach(() => vi.restoreAllMocks())

it.each([
  ['no eip155 account is connected', {}],
  ["the account's connector is not among the connectors", { address: ADDRESS, connectorId: 'gone' }],
  ['the connector gives no provider to sign with', { address: ADDRESS }],
])("'Address or auth connector not found' when %s; nothing is signed or sent (spec 8)", async (_, wallet) => {
  const { names, registrations, cache } = setup(wallet)
  await expect(names.register('alice')).rejects.toMatchObject({
    name: 'NameAccountNotFoundError',
    shortMessage: 'Address or auth connector not found',
  })
  expect(registrations()).toEqual([])
  names.stop()
  cache.stop()
})

it('with the account and its wallet, the registration is signed with personal_sign and sent', async () => {
  const request = vi.fn(async () => `0x${'1'.repeat(130)}`)
  const { names, registrations, cache } = setup({ address: ADDRESS, provider: { request } })
  await expect(names.register('alice')).resolves.toBe('alice.reown.id')
  expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'personal_sign' }))
  expect(registrations()).toHaveLength(1)
  names.stop()
  cache.stop()
})
