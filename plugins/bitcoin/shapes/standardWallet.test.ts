import { expect, it } from 'vitest'
import { bitcoin, bitcoinRegtest } from '../networks.js'
import { type StandardBitcoinWallet, standardWalletApi } from './standardWallet.js'

const walletWithChains = (chains: unknown) =>
  ({ name: 'W', icon: '', chains, features: {}, accounts: [] }) as unknown as StandardBitcoinWallet

it("supports a network that the wallet's chains name in the Wallet Standard's form (bitcoin:regtest) or by CAIP-2 id", () => {
  const regtest = bitcoinRegtest().caipNetworkId
  expect(standardWalletApi(walletWithChains(['bitcoin:regtest'])).supportsChain(regtest)).toBe(true)
  expect(standardWalletApi(walletWithChains(['bitcoin:regtest'])).supportsChain(bitcoin.caipNetworkId)).toBe(
    false,
  )
  expect(
    standardWalletApi(walletWithChains([bitcoin.caipNetworkId])).supportsChain(bitcoin.caipNetworkId),
  ).toBe(true)
  // An unknown chain id is supported only when the wallet names it as it is.
  expect(standardWalletApi(walletWithChains(['bitcoin:undefined'])).supportsChain('bip122:unknown')).toBe(
    false,
  )
  expect(standardWalletApi(walletWithChains('bitcoin:regtest')).supportsChain(regtest)).toBe(false)
})
