import { expect, it } from 'vitest'
import { type PickOpenViewParameters, pickOpenView } from './pickOpenView.js'

const desktop = () => false
const mobile = () => true
const registered = () => true
const wallets = { soleAdapterView: undefined }

const pick = (parameters: Partial<PickOpenViewParameters>) =>
  pickOpenView({
    isConnected: false,
    adapters: [],
    isMobile: desktop,
    isRegistered: registered,
    ...parameters,
  })

it('opens Account if an address is connected, otherwise Connect', () => {
  expect(pick({ isConnected: true, adapters: [wallets] })).toBe('Account')
  expect(pick({ isConnected: true, adapters: [{ soleAdapterView: 'Networks' }] })).toBe('Account')
  expect(pick({ adapters: [wallets], isMobile: mobile })).toBe('Connect')
  expect(pick({ adapters: [wallets, { soleAdapterView: 'Networks' }] })).toBe('Connect')
})

it('on mobile with no adapters it opens AllWallets; on desktop Connect, which says how to add a wallet plugin', () => {
  expect(pick({ isMobile: mobile })).toBe('AllWallets')
  expect(pick({})).toBe('Connect')
})

it("an adapter with no wallet of its own, alone, is the spec's 'no adapters': its view on desktop, AllWallets on mobile", () => {
  const qr = { soleAdapterView: 'Networks' as const }
  expect(pick({ adapters: [qr] })).toBe('Networks')
  expect(pick({ adapters: [qr], isMobile: mobile })).toBe('AllWallets')
  // Beside an adapter with wallets of its own, Connect lists both.
  expect(pick({ adapters: [qr, wallets] })).toBe('Connect')
  expect(pick({ adapters: [qr, wallets], isMobile: mobile })).toBe('Connect')
  // A view nobody registered is never opened.
  expect(pick({ adapters: [qr], isRegistered: () => false })).toBe('Connect')
  expect(pick({ adapters: [qr], isRegistered: () => false, isMobile: mobile })).toBe('Connect')
})
