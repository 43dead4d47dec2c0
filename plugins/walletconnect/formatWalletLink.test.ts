import { readFileSync } from 'node:fs'
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatWalletLink } from './formatWalletLink.js'
import { WALLET_SCHEMES } from './walletSchemes.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000'
const encoded = encodeURIComponent(uri)

describe('open-in-wallet links from the registry wallet', () => {
  it('formats universal links (https) with the URI encoded', () => {
    expect(formatWalletLink({ link: 'https://metamask.app.link', uri })).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
    expect(formatWalletLink({ link: 'https://link.trustwallet.com/', uri })).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
  })

  it('formats custom schemes with the URI encoded', () => {
    expect(formatWalletLink({ link: 'metamask://', uri, rdns: 'io.metamask' })).toBe(
      `metamask://wc?uri=${encoded}`,
    )
    expect(formatWalletLink({ link: 'trust:', uri, rdns: 'com.trustwallet.app' })).toBe(
      `trust://wc?uri=${encoded}`,
    )
  })

  it('refuses javascript:, data:, file:, vbscript: and other unsafe schemes', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'vbscript:msgbox(1)',
      'blob:https://x/1',
      'http://insecure.example',
      'not a link',
      '',
    ])
      expect(formatWalletLink({ link, uri }), link).toBeUndefined()
  })
})

describe('finding 17: open-in-wallet links are allowlisted', () => {
  it('refuses intent:, ms-msdt: and every scheme the browser or the system handles itself', () => {
    for (const link of [
      'intent://x#Intent;scheme=javascript;end',
      'intent://wc;scheme=javascript;package=x;end',
      'ms-msdt:/id PCWDiagnostic',
      'ms-msdt://x',
      'search-ms://query=x',
      'ms-settings:',
      'mailto:a@b.c',
      'tel:123',
      'chrome://settings',
      'ftp://x.example',
      'metamask://wc;scheme=javascript',
      'metamask://x y',
      'https://user:pass@evil.example',
    ])
      expect(formatWalletLink({ link, uri }), link).toBeUndefined()
  })

  it('keeps the links of the registry wallets working', () => {
    for (const [link, rdns] of [
      ['okex://main', 'com.okex.wallet'],
      ['argent://app/', 'xyz.argent'],
      ['bnc://app.binance.com/cedefi/', 'com.binance.wallet'],
      ['celo://wallet', 'co.clabs.valora'],
      ['unstoppable.money://', 'io.horizontalsystems.bankwallet'],
    ] as const)
      expect(formatWalletLink({ link, uri, rdns }), link).toBeDefined()
  })

  it('whatever the link, opens only https or a plain custom scheme with a plain path', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc
            .tuple(
              fc.constantFrom('intent', 'ms-msdt', 'javascript', 'metamask', 'https', 'data'),
              fc.string({ maxLength: 40 }),
            )
            .map(([scheme, rest]) => `${scheme}:${rest}`),
        ),
        (link) => {
          const href = formatWalletLink({ link, uri, rdns: 'io.metamask' })
          if (href === undefined) return
          const base = href.slice(0, href.indexOf('wc?uri='))
          expect(base).toMatch(/^(https:\/\/[^\s]*|[a-z][a-z0-9.-]*:\/\/[a-z0-9/._~-]*)$/i)
          expect(/^(intent|ms-|javascript|data|file|vbscript):/i.test(base)).toBe(false)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe("issue 25: a wallet link opens only https or the wallet's own registered scheme", () => {
  type RegistryEntry = { rdns: string; mobile_link: string | null; desktop_link: string | null }
  const registry = JSON.parse(
    readFileSync(new URL('../../services/registry/wallets.json', import.meta.url), 'utf8'),
  ) as RegistryEntry[]

  it('refuses smb:, jnlp:, mk:, ldap:, vscode: and mhtml:, which the old denylist let through', () => {
    for (const link of [
      'smb://evil.example/share',
      'jnlp://evil.example/app.jnlp',
      'mk:',
      'ldap://evil.example',
      'vscode://file/x',
      'mhtml://evil.example/x',
    ])
      for (const rdns of [undefined, 'io.metamask', 'com.ledger'])
        expect(formatWalletLink({ link, uri, rdns }), `${link} for ${rdns}`).toBeUndefined()
  })

  it("refuses another wallet's scheme and any scheme for a wallet with no registered one", () => {
    expect(formatWalletLink({ link: 'trust://', uri, rdns: 'io.metamask' })).toBeUndefined()
    expect(formatWalletLink({ link: 'edge://', uri, rdns: 'io.metamask' })).toBeUndefined()
    expect(formatWalletLink({ link: 'metamask://', uri, rdns: 'unknown.wallet' })).toBeUndefined()
    expect(formatWalletLink({ link: 'metamask://', uri })).toBeUndefined()
    expect(formatWalletLink({ link: 'toString://', uri, rdns: 'constructor' })).toBeUndefined()
  })

  it('keeps every registry link working, and lists exactly the schemes the registry registered', () => {
    const expected: Record<string, string[]> = {}
    for (const wallet of registry)
      for (const link of [wallet.mobile_link, wallet.desktop_link]) {
        if (!link) continue
        expect(formatWalletLink({ link, uri, rdns: wallet.rdns }), link).toBeDefined()
        if (link.startsWith('https://')) continue
        const scheme = link.slice(0, link.indexOf(':')).toLowerCase()
        const schemes = expected[wallet.rdns] ?? []
        if (!schemes.includes(scheme)) expected[wallet.rdns] = [...schemes, scheme]
      }
    expect(WALLET_SCHEMES).toEqual(expected)
  })
})
