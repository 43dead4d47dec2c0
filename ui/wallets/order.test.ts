import { describe, expect, it } from 'vitest'
import { normalizeSearch } from './normalizeSearch.js'
import { connectMethodOrder, dedupeWallets, excludeWallets, orderWallets } from './order.js'
import type { WalletEntry } from './types.js'

const wallet = (
  id: string,
  source: WalletEntry['source'],
  extra: Partial<WalletEntry> = {},
): WalletEntry => ({
  id,
  name: id,
  source,
  ...extra,
})

describe('connect method order', () => {
  it('connect order default is email, social, wallet', () => {
    expect(connectMethodOrder({ hasInstalledWallets: false })).toEqual(['email', 'social', 'wallet'])
  })
  it('it becomes wallet, email, social when injected or announced wallets are shown', () => {
    expect(connectMethodOrder({ hasInstalledWallets: true })).toEqual(['wallet', 'email', 'social'])
  })
  it('a configured order overrides both', () => {
    expect(connectMethodOrder({ configured: ['social', 'wallet'], hasInstalledWallets: true })).toEqual([
      'social',
      'wallet',
    ])
  })
  it('only methods a plugin provides show (the wallet list always does); a plugin method of its own follows', () => {
    expect(connectMethodOrder({ hasInstalledWallets: false, available: ['guest', 'email'] })).toEqual([
      'email',
      'wallet',
      'guest',
    ])
    expect(connectMethodOrder({ hasInstalledWallets: true, available: [] })).toEqual(['wallet'])
  })
})

describe('connector order', () => {
  it('default connector order: the pairing connector, recent, injected, featured, custom, external, recommended', () => {
    const shuffled = [
      wallet('r', 'recommended'),
      wallet('x', 'external'),
      wallet('c', 'custom'),
      wallet('f', 'featured'),
      wallet('i', 'injected'),
      wallet('re', 'recent'),
      wallet('wc', 'pairing'),
    ]
    expect(orderWallets(shuffled).map((entry) => entry.id)).toEqual(['wc', 're', 'i', 'f', 'c', 'x', 'r'])
  })
  it('featured wallets sort after installed ones', () => {
    const ordered = orderWallets([
      wallet('f', 'featured'),
      wallet('installed', 'external', { installed: true }),
    ])
    expect(ordered.map((entry) => entry.id)).toEqual(['installed', 'f'])
  })
})

describe('wallet dedupe and exclusion', () => {
  it('wallets are deduplicated by rdns and by id across announced, injected and recent wallets', () => {
    const merged = dedupeWallets([
      wallet('recent-mm', 'recent', { rdns: 'io.metamask', name: 'MetaMask' }),
      wallet('announced-mm', 'injected', {
        rdns: 'io.metamask',
        installed: true,
        connectorId: 'io.metamask',
      }),
      wallet('rabby', 'injected'),
      wallet('rabby', 'recommended'),
    ])
    expect(merged.map((entry) => entry.id)).toEqual(['recent-mm', 'rabby'])
    expect(merged[0]).toMatchObject({ installed: true, connectorId: 'io.metamask' })
  })
  it('a wallet installed for two namespaces (EIP-6963 and Wallet Standard, one name) is listed once, with both connectors', () => {
    const merged = dedupeWallets([
      wallet('app.phantom', 'injected', {
        name: 'Phantom',
        installed: true,
        connectorId: 'app.phantom',
        namespace: 'eip155',
      }),
      wallet('phantom-solana', 'injected', {
        name: 'Phantom',
        installed: true,
        connectorId: 'phantom-solana',
        namespace: 'solana',
      }),
      wallet('other', 'injected', {
        name: 'Other',
        installed: true,
        connectorId: 'other',
        namespace: 'solana',
      }),
    ])
    expect(merged.map((entry) => entry.id)).toEqual(['app.phantom', 'other'])
    expect(merged[0]?.connectors).toEqual([
      { namespace: 'eip155', connectorId: 'app.phantom' },
      { namespace: 'solana', connectorId: 'phantom-solana' },
    ])
    expect(merged[1]?.connectors).toBeUndefined()
  })
  it('excluded wallets match by rdns or name, case-insensitive', () => {
    const kept = excludeWallets(
      [
        wallet('a', 'injected', { name: 'Rabby Wallet' }),
        wallet('b', 'injected', { rdns: 'io.metamask' }),
        wallet('c', 'injected'),
      ],
      ['rabby wallet', 'IO.METAMASK'],
    )
    expect(kept.map((entry) => entry.id)).toEqual(['c'])
  })
  it('search text is trimmed', () => {
    expect(normalizeSearch('  MetaMask ')).toBe('metamask')
  })
})
