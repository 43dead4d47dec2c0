import { expect, it } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { embeddedWallet } from '../../plugins/embedded-wallet/index.js'
import { localNetworks } from '../fixtures/evmNetworks.js'
import { createMemoryPersistence } from '../support/kernelTesting.js'

function connectMethods(features: { email?: boolean; socials?: false } = {}) {
  const appKit = createAppKit(
    {
      projectId: 'p',
      networks: localNetworks(['http://127.0.0.1:1']),
      features,
      plugins: [embeddedWallet({ secureSite: 'http://127.0.0.1:9' })],
    },
    { storage: createMemoryPersistence() },
  )
  const kernel = kernelOf(appKit)
  return { kernel, ids: () => kernel.slots.entries.connectMethod.value.map((entry) => entry.id) }
}

it('the email method, the social logins and farcaster are listed while features.email and features.socials are on', () => {
  expect(connectMethods().ids()).toEqual([
    'embedded-wallet.email',
    'embedded-wallet.social',
    'embedded-wallet.farcaster',
  ])
  expect(connectMethods({ email: false }).ids()).toEqual([
    'embedded-wallet.social',
    'embedded-wallet.farcaster',
  ])
  expect(connectMethods({ socials: false }).ids()).toEqual(['embedded-wallet.email'])
})

it('a feature turned off later (the project config) removes its method; a new features object with the same answers keeps the entries, so a form being filled in is not remounted', () => {
  const { kernel, ids } = connectMethods()
  const before = kernel.slots.entries.connectMethod.value
  kernel.store.features.value = { ...kernel.store.features.value }
  expect(kernel.slots.entries.connectMethod.value).toBe(before)
  kernel.store.features.value = { ...kernel.store.features.value, socials: false }
  expect(ids()).toEqual(['embedded-wallet.email'])
  kernel.store.features.value = { ...kernel.store.features.value, email: false }
  expect(ids()).toEqual([])
})
