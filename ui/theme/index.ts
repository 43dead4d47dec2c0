// walletdock/theme: the modal's public typed theme (docs/theme.md). Pass a preset as the config's
// `theme`: `createAppKit({ theme: darkTheme({ accent: '#7b3fe4', radius: 'small' }) })`.
export type { Theme, ThemeTokenName, ThemeTokens } from '../../kernel/config/themeSchema.js'
export { THEME_TOKENS } from '../../kernel/config/themeSchema.js'
export { darkTheme, lightTheme, type ThemeOptions, type ThemeRadius } from './presets.js'
