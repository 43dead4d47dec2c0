import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { initialsOf, monogramOf } from '../../kernel/rules/monogram.js'
import { monogramSvg } from './monogramSvg.js'
import { walletIdOf } from './walletId.js'
import { walletRegistry } from './walletRegistry.js'

describe('wallet registry', () => {
  const wallets = walletRegistry()

  it('lists at least 100 real wallets with unique ids, rdns and names', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(100)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length)
    expect(new Set(wallets.map((wallet) => wallet.rdns)).size).toBe(wallets.length)
    expect(new Set(wallets.map((wallet) => wallet.name)).size).toBe(wallets.length)
    const names = wallets.map((wallet) => wallet.name)
    for (const name of [
      'MetaMask',
      'Rainbow',
      'Trust Wallet',
      'Phantom',
      'Ledger Live',
      'Rabby Wallet',
      'Xverse',
    ]) {
      expect(names).toContain(name)
    }
  })

  it('derives each id as the sha256 hex of the rdns', () => {
    const metamask = wallets.find((wallet) => wallet.rdns === 'io.metamask')
    expect(metamask?.id).toBe(createHash('sha256').update('io.metamask').digest('hex'))
    expect(metamask?.id).toMatch(/^[0-9a-f]{64}$/)
    expect(walletIdOf({ rdns: 'io.metamask', name: 'anything' })).toBe(metamask?.id)
    expect(walletIdOf({ rdns: null, name: 'A' })).not.toBe(walletIdOf({ rdns: null, name: 'B' }))
  })

  it('orders wallets by a unique display index', () => {
    const indexes = wallets.map((wallet) => wallet.display_index)
    expect(new Set(indexes).size).toBe(indexes.length)
  })
})

describe('monogram icons', () => {
  it('show up to two initials', () => {
    expect(initialsOf('Trust Wallet')).toBe('TW')
    expect(initialsOf('MetaMask')).toBe('ME')
    expect(initialsOf("D'CENT Wallet")).toBe('DC')
  })

  it('are SVG with the colour derived from the seed and escaped text', () => {
    const svg = monogramSvg('<Evil> & Co', 'seed-1')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).not.toContain('<Evil>')
    expect(monogramSvg('Same', 'seed-1')).not.toBe(monogramSvg('Same', 'seed-2'))
    expect(monogramSvg('Same', 'seed-1')).toBe(monogramSvg('Same', 'seed-1'))
  })

  it("draw the modal's monogram: the same initials on the same colour", () => {
    const { initials, background } = monogramOf('Trust Wallet')
    const svg = monogramSvg('Trust Wallet')
    expect(svg).toContain(`fill="${background}"`)
    expect(svg).toContain(`>${initials}</text>`)
  })
})
