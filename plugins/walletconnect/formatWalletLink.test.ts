import { describe, expect, it } from 'vitest'
import { formatWalletLink } from './formatWalletLink.js'

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
    expect(formatWalletLink({ link: 'metamask://', uri })).toBe(`metamask://wc?uri=${encoded}`)
    expect(formatWalletLink({ link: 'trust:', uri })).toBe(`trust://wc?uri=${encoded}`)
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
