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

/** Tokens of one resolved mode with the host's variables applied. */
export function resolveTokens(mode: 'light' | 'dark', variables: ThemeVariablesInput = {}): ThemeTokens {
  const base = mode === 'dark' ? darkTokens : lightTokens
  return { ...base, ...themeVariablesToTokens(variables, base) }
}

/**
 * The stylesheet text that defines every token on the shadow host. `system` follows the OS live
 * through a media query, so no script has to watch it.
 */
export function themeCss(mode: ThemeMode, variables: ThemeVariablesInput = {}): string {
  const light = `:host { color-scheme: light; ${declarations(resolveTokens('light', variables))} }`
  const dark = `:host { color-scheme: dark; ${declarations(resolveTokens('dark', variables))} }`
  if (mode === 'light') return light
  if (mode === 'dark') return dark
  return `${light}\n@media (prefers-color-scheme: dark) { ${dark} }`
}
