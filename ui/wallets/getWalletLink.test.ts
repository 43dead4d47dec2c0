import { expect, it } from 'vitest'
import { offerOf } from './getWalletLink.js'
import type { WalletEntry } from './types.js'

const registry: WalletEntry = {
  id: 'metamask',
  name: 'MetaMask',
  source: 'recommended',
  homepage: 'https://metamask.io',
  mobileLink: 'metamask://',
}

it('a registry wallet connects while a connector pairs registry wallets', () => {
  expect(offerOf(registry, true)).toEqual({ kind: 'connect' })
})

it('without a pairing connector a registry wallet is a link to its homepage, never connectable', () => {
  expect(offerOf(registry, false)).toEqual({ kind: 'get', href: 'https://metamask.io' })
})

it('a wallet on this page connects whatever pairs', () => {
  expect(offerOf({ ...registry, source: 'injected', connectorId: 'io.metamask' }, false)).toEqual({
    kind: 'connect',
  })
  expect(
    offerOf({ ...registry, connectors: [{ namespace: 'eip155', connectorId: 'io.metamask' }] }, false),
  ).toEqual({ kind: 'connect' })
})

it('links only to web pages: a deep link or a script URL is no link, and with none left the wallet is hidden', () => {
  expect(offerOf({ ...registry, homepage: undefined, webappLink: 'https://app.example' }, false)).toEqual({
    kind: 'get',
    href: 'https://app.example',
  })
  expect(offerOf({ ...registry, homepage: 'javascript:alert(1)' }, false)).toEqual({ kind: 'hidden' })
  expect(offerOf({ ...registry, homepage: undefined }, false)).toEqual({ kind: 'hidden' })
})
