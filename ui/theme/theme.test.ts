import { describe, expect, it } from 'vitest'
import { THEME_TOKENS } from '../../kernel/config/themeSchema.js'
import { resolveTokens, themeCss } from './themeCss.js'
import { darkTokens, lightTokens, tokenProperty } from './tokens.js'
import { themeVariablesToTokens } from './variables.js'

describe('theme tokens', () => {
  it('the token contract is the 43 names of THEME_TOKENS and both modes define every one', () => {
    expect(THEME_TOKENS).toHaveLength(43)
    expect(Object.keys(lightTokens).sort()).toEqual([...THEME_TOKENS].sort())
    expect(Object.keys(darkTokens).sort()).toEqual([...THEME_TOKENS].sort())
  })

  it('tokens are exposed as --apkt-* custom properties', () => {
    expect(tokenProperty('colorAccentForeground')).toBe('--apkt-color-accent-foreground')
    expect(themeCss('light')).toContain('--apkt-color-accent: #0a5cc7;')
  })

  it('system mode follows the OS through prefers-color-scheme', () => {
    const css = themeCss('system')
    expect(css).toContain('@media (prefers-color-scheme: dark)')
    expect(themeCss('dark')).not.toContain('@media')
  })
})

describe("AppKit's 8 theme variables", () => {
  it('are accepted under both --w3m-* and --apkt-* names', () => {
    expect(themeVariablesToTokens({ '--w3m-accent': '#ff0000' }, lightTokens).colorAccent).toBe('#ff0000')
    expect(themeVariablesToTokens({ '--apkt-accent': '#00ff00' }, lightTokens).colorAccent).toBe('#00ff00')
  })

  it('map every variable onto tokens', () => {
    const tokens = resolveTokens('light', {
      '--w3m-font-family': 'Inter, sans-serif',
      '--w3m-color-mix': '#00bb7f',
      '--w3m-color-mix-strength': 20,
      '--w3m-font-size-master': '10px',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 999,
      '--w3m-qr-color': '#112233',
    })
    expect(tokens.fontFamily).toBe('Inter, sans-serif')
    expect(tokens.colorBackground).toBe('color-mix(in srgb, #00bb7f 20%, #ffffff)')
    expect(tokens.fontSizeSm).toBe('14px')
    expect(tokens.radiusItem).toBe('8px')
    expect(tokens.zIndex).toBe('999')
    expect(tokens.colorQrForeground).toBe('#112233')
  })

  it('a host value cannot inject CSS rules', () => {
    const css = themeCss('light', { '--w3m-accent': 'red; } body { display: none' })
    expect(css).not.toContain('body {')
  })
})
