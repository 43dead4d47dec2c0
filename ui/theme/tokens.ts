import type { ThemeTokenName, ThemeTokens } from '../../kernel/config/themeSchema.js'

/**
 * The theme contract: every value the modal's styles read (the 43 names of THEME_TOKENS), exposed as
 * `--apkt-<token>` custom properties on the modal's shadow host. Hosts set them with `theme` (whole
 * presets from walletdock/theme) or AppKit's eight `themeVariables`.
 */
export type { ThemeTokenName, ThemeTokens }

const shared = {
  radiusModal: '24px',
  radiusButton: '12px',
  radiusItem: '16px',
  radiusIcon: '12px',
  radiusPill: '999px',
  fontFamily:
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSizeXs: '12px',
  fontSizeSm: '14px',
  fontSizeMd: '16px',
  fontSizeLg: '20px',
  fontWeightRegular: '400',
  fontWeightBold: '600',
  lineHeight: '1.4',
  spaceXs: '4px',
  spaceSm: '8px',
  spaceMd: '12px',
  spaceLg: '16px',
  spaceXl: '24px',
  zIndex: '2147483000',
} satisfies Partial<ThemeTokens>

// Colours chosen for WCAG AA contrast (4.5:1 for text) against their backgrounds in each mode.
export const lightTokens: ThemeTokens = {
  ...shared,
  colorAccent: '#0a5cc7',
  colorAccentForeground: '#ffffff',
  colorBackground: '#ffffff',
  colorSurface: '#f3f4f6',
  colorSurfaceHover: '#e7e9ed',
  colorForeground: '#141414',
  colorForegroundSecondary: '#4a4f57',
  colorForegroundTertiary: '#5f6570',
  colorBorder: '#e3e5e8',
  colorBorderStrong: '#c4c8ce',
  colorFocusRing: '#0a5cc7',
  colorSuccess: '#0f7a3d',
  colorError: '#b42318',
  colorWarning: '#8a5a00',
  colorOverlay: 'rgb(0 0 0 / 0.4)',
  colorSkeleton: '#eceef1',
  colorSkeletonHighlight: '#f7f8f9',
  colorBadgeBackground: '#e6effb',
  colorBadgeForeground: '#0a4aa1',
  colorQrForeground: '#141414',
  colorQrBackground: '#ffffff',
  shadowModal: '0 24px 64px rgb(0 0 0 / 0.20)',
  shadowItem: '0 1px 2px rgb(0 0 0 / 0.06)',
}

export const darkTokens: ThemeTokens = {
  ...shared,
  colorAccent: '#5b9cf5',
  colorAccentForeground: '#0b1220',
  colorBackground: '#18191c',
  colorSurface: '#232529',
  colorSurfaceHover: '#2e3136',
  colorForeground: '#f2f3f5',
  colorForegroundSecondary: '#b9bec7',
  colorForegroundTertiary: '#a1a7b1',
  colorBorder: '#2f3237',
  colorBorderStrong: '#474b52',
  colorFocusRing: '#7cb0f7',
  colorSuccess: '#4cc38a',
  colorError: '#ff7a70',
  colorWarning: '#f2b84b',
  colorOverlay: 'rgb(0 0 0 / 0.6)',
  colorSkeleton: '#26282c',
  colorSkeletonHighlight: '#303338',
  colorBadgeBackground: '#1d2b40',
  colorBadgeForeground: '#a8c8f8',
  colorQrForeground: '#141414',
  colorQrBackground: '#ffffff',
  shadowModal: '0 24px 64px rgb(0 0 0 / 0.5)',
  shadowItem: 'none',
}

/** `colorAccentForeground` -> `--apkt-color-accent-foreground`. */
export function tokenProperty(name: ThemeTokenName): string {
  return `--apkt-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}

/** A CSS `var()` reference to a token, for use in stylesheets. */
export function token(name: ThemeTokenName): string {
  return `var(${tokenProperty(name)})`
}
