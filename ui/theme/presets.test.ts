import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../kernel/config/parseConfig.js'
import { themeSchema } from '../../kernel/config/themeSchema.js'
import { darkTheme, lightTheme } from './presets.js'
import { resolveTokens, themeCss } from './themeCss.js'
import { darkTokens, lightTokens } from './tokens.js'

describe('public theme presets', () => {
  it('lightTheme() and darkTheme() are the built-in tokens, all 43', () => {
    expect(lightTheme()).toEqual(lightTokens)
    expect(darkTheme()).toEqual(darkTokens)
    expect(Object.keys(darkTheme())).toHaveLength(43)
  })

  it('derive from an accent: focus ring, readable text on it, tinted badges', () => {
    const purple = darkTheme({ accent: '#7b3fe4' })
    expect(purple.colorAccent).toBe('#7b3fe4')
    expect(purple.colorFocusRing).toBe('#7b3fe4')
    expect(purple.colorAccentForeground).toBe('#ffffff')
    expect(purple.colorBadgeBackground).toBe('color-mix(in srgb, #7b3fe4 22%, #18191c)')
    expect(lightTheme({ accent: '#ffd60a' }).colorAccentForeground).toBe('#0b0b0f')
    expect(lightTheme({ accent: 'rebeccapurple' }).colorAccentForeground).toBe(
      lightTokens.colorAccentForeground,
    )
    expect(lightTheme({ accent: 'red', accentForeground: '#000' }).colorAccentForeground).toBe('#000')
  })

  it('derive the four radii from one radius, by name or in px', () => {
    expect(lightTheme({ radius: 'none' })).toMatchObject({ radiusModal: '0px', radiusItem: '0px' })
    expect(lightTheme({ radius: 'small' })).toMatchObject({
      radiusModal: '12px',
      radiusItem: '8px',
      radiusButton: '6px',
      radiusIcon: '6px',
    })
    expect(darkTheme({ radius: 20 }).radiusModal).toBe('30px')
    expect(lightTheme({ radius: 'large' }).radiusPill).toBe('999px')
  })
})

describe('the config takes a theme', () => {
  const mainnet = {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://eth.example.com'] } },
  }
  const base = { projectId: 'abc123', networks: [mainnet] }

  it('one theme for both modes, or one per mode; themeVariables still apply on top', () => {
    const single = darkTheme({ accent: '#7b3fe4' })
    expect(resolveTokens('light', {}, single).colorBackground).toBe(darkTokens.colorBackground)
    const perMode = { light: lightTheme({ radius: 'none' }), dark: darkTheme({ accent: '#ff5500' }) }
    expect(resolveTokens('light', {}, perMode).radiusItem).toBe('0px')
    expect(resolveTokens('dark', {}, perMode).colorAccent).toBe('#ff5500')
    expect(resolveTokens('dark', { '--w3m-accent': '#00aa00' }, perMode).colorAccent).toBe('#00aa00')
    expect(themeCss('system', {}, perMode)).toContain('--apkt-color-accent: #ff5500;')
  })

  it('validates tokens: unknown names and values that could open a rule are refused', () => {
    expect(themeSchema.safeParse(lightTheme()).success).toBe(true)
    expect(themeSchema.safeParse({ dark: { colorAccent: '#fff' } }).success).toBe(true)
    expect(themeSchema.safeParse({ colorAccnt: '#fff' }).success).toBe(false)
    expect(themeSchema.safeParse({ colorAccent: 'red; } body {' }).success).toBe(false)
    expect(themeSchema.safeParse({ light: { radiusItem: 4 } }).success).toBe(false)
  })

  it('parseConfig keeps the theme it is given', () => {
    const theme = darkTheme({ accent: '#7b3fe4', radius: 'small' })
    expect(parseConfig({ ...base, theme }).theme).toEqual(theme)
    expect(() => parseConfig({ ...base, theme: { colorAccnt: 'red' } })).toThrow(/theme/)
  })
})
