import { expect, it } from 'vitest'
import { isExcludedWallet } from './isExcludedWallet.js'

it('excluded wallets match by rdns or name, case-insensitive', () => {
  const wallet = { rdns: 'io.metamask', name: 'MetaMask' }
  expect(isExcludedWallet(wallet, ['IO.METAMASK'])).toBe(true)
  expect(isExcludedWallet(wallet, ['metamask'])).toBe(true)
  expect(isExcludedWallet(wallet, ['com.coinbase.wallet', 'Rabby'])).toBe(false)
  expect(isExcludedWallet({ name: 'Browser Wallet' }, ['browser wallet'])).toBe(true)
})
