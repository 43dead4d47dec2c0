import type { Theme } from '../../kernel/config/themeSchema.js'
import { darkTokens, lightTokens, type ThemeTokenName, type ThemeTokens, tokenProperty } from './tokens.js'
import { type ThemeVariablesInput, themeVariablesToTokens } from './variables.js'

export type ThemeMode = 'light' | 'dark' | 'system'

/** Strips characters that could end a declaration, so a host value cannot inject CSS rules. */
function safeValue(value: string): string {
  return value.replace(/[;{}<>]/g, '')
}

function declarations(tokens: ThemeTokens): string {
  return (Object.keys(tokens) as ThemeTokenName[])
    .map((name) => `${tokenProperty(name)}: ${safeValue(tokens[name])};`)
    .join(' ')
}

/** The config theme's tokens for one mode: per mode (`{ light, dark }`) or the same for both. */
function themeFor(mode: 'light' | 'dark', theme: Theme | undefined): Partial<ThemeTokens> {
  if (!theme) return {}
  if ('light' in theme || 'dark' in theme)
    return (theme as Partial<Record<typeof mode, Partial<ThemeTokens>>>)[mode] ?? {}
  return theme as Partial<ThemeTokens>
}

/**
 * Tokens of one resolved mode: the built-in preset, then the config's `theme` for that mode, then
 * AppKit's eight `themeVariables` on top (they scale the theme's own values).
 */
export function resolveTokens(
  mode: 'light' | 'dark',
  variables: ThemeVariablesInput = {},
  theme?: Theme,
): ThemeTokens {
  const base = { ...(mode === 'dark' ? darkTokens : lightTokens), ...themeFor(mode, theme) }
  return { ...base, ...themeVariablesToTokens(variables, base) }
}

/**
 * The stylesheet text that defines every token on the shadow host. `system` follows the OS live
 * through a media query, so no script has to watch it.
 */
export function themeCss(mode: ThemeMode, variables: ThemeVariablesInput = {}, theme?: Theme): string {
  const light = `:host { color-scheme: light; ${declarations(resolveTokens('light', variables, theme))} }`
  const dark = `:host { color-scheme: dark; ${declarations(resolveTokens('dark', variables, theme))} }`
  if (mode === 'light') return light
  if (mode === 'dark') return dark
  return `${light}\n@media (prefers-color-scheme: dark) { ${dark} }`
}
