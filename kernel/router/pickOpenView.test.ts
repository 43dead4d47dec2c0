import { expect, it } from 'vitest'
import { pickOpenView } from './pickOpenView.js'

it('opens Account if an address is connected, otherwise Connect', () => {
  expect(pickOpenView({ isConnected: true, hasAdapters: true, isMobile: () => false })).toBe('Account')
  expect(pickOpenView({ isConnected: false, hasAdapters: true, isMobile: () => true })).toBe('Connect')
})

it('on mobile with no adapters it opens AllWallets; elsewhere Connect, which says how to add a wallet plugin', () => {
  expect(pickOpenView({ isConnected: false, hasAdapters: false, isMobile: () => true })).toBe('AllWallets')
  expect(pickOpenView({ isConnected: false, hasAdapters: false, isMobile: () => false })).toBe('Connect')
})
