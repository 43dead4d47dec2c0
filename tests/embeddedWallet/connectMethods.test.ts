import { expect, it } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { type EmbeddedWalletOptions, embeddedWallet } from '../../plugins/embedded-wallet/index.js'
import type { SocialProviderName } from '../../plugins/embedded-wallet/protocol/signInFields.js'
import { localNetworks } from '../fixtures/evmNetworks.js'
import { createMemoryPersistence } from '../support/kernelTesting.js'

function connectMethods(
  features: { email?: boolean; socials?: false | SocialProviderName[] } = {},
  options: EmbeddedWalletOptions = {},
) {
  const appKit = createAppKit(
    {
      projectId: 'p',
      networks: localNetworks(['http://127.0.0.1:1']),
      features,
      plugins: [embeddedWallet({ secureSite: 'http://127.0.0.1:9', ...options })],
    },
    { storage: createMemoryPersistence() },
  )
  const kernel = kernelOf(appKit)
  const entries = () => kernel.slots.entries.connectMethod.value
  return {
    kernel,
    ids: () => entries().map((entry) => entry.id),
    socialHeight: () => entries().find((entry) => entry.id === 'embedded-wallet.social')?.height,
  }
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

it("the social method's placeholder is as tall as the providers shown: one button, or a button and a row of icons", () => {
  expect(connectMethods({ socials: ['apple'] }).socialHeight()).toBe(40)
  expect(connectMethods({ socials: ['apple', 'github'] }).socialHeight()).toBe(88)
  // The plugin's option narrows features.socials: one provider left, one button (not the option's two).
  expect(connectMethods({ socials: ['github'] }, { socials: ['github', 'x'] }).socialHeight()).toBe(40)
  // A project config that narrows the list later registers the method again with the new height.
  const { kernel, socialHeight } = connectMethods({ socials: ['apple', 'github'] })
  kernel.store.features.value = { ...kernel.store.features.value, socials: ['github'] }
  expect(socialHeight()).toBe(40)
})
