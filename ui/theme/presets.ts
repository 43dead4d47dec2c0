import { darkTokens, lightTokens, type ThemeTokens } from './tokens.js'

/** A corner radius by name (an item's radius: none 0, small 8px, medium 16px, large 24px) or in px. */
export type ThemeRadius = 'none' | 'small' | 'medium' | 'large' | number

/** What a preset is derived from: an accent colour (and its text colour) and a radius. */
export type ThemeOptions = {
  /** The accent: buttons, links, focus ring, badges. A hex colour (`#7b3fe4`) gets its text colour worked out. */
  accent?: string
  /** The text on the accent; by default black or white, whichever contrasts more with a hex accent. */
  accentForeground?: string
  radius?: ThemeRadius
  fontFamily?: string
}

const namedRadius = { none: 0, small: 8, medium: 16, large: 24 } as const

/** `#rgb` or `#rrggbb` as 0..255 channels, else undefined (a named or functional colour). */
function channels(color: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
  if (!hex) return undefined
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number]
}

/** WCAG relative luminance of 0..255 channels. */
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** The WCAG contrast ratio of two hex colours (1..21), or undefined when one is not hex. */
function contrastRatio(first: string, second: string): number | undefined {
  const a = channels(first)
  const b = channels(second)
  if (!a || !b) return undefined
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Black or white text on the accent, whichever reads better; the preset's when the accent is not hex. */
function foregroundOn(accent: string, fallback: string): string {
  const onWhite = contrastRatio(accent, '#ffffff')
  const onBlack = contrastRatio(accent, '#000000')
  if (onWhite === undefined || onBlack === undefined) return fallback
  return onWhite >= onBlack ? '#ffffff' : '#0b0b0f'
}

function radii(radius: ThemeRadius): Partial<ThemeTokens> {
  const item = typeof radius === 'number' ? Math.max(0, radius) : namedRadius[radius]
  const px = (value: number) => `${Math.round(value)}px`
  return {
    radiusModal: px(item * 1.5),
    radiusItem: px(item),
    radiusButton: px(item * 0.75),
    radiusIcon: px(item * 0.75),
  }
}

function derive(base: ThemeTokens, mode: 'light' | 'dark', options: ThemeOptions): ThemeTokens {
  const theme: ThemeTokens = { ...base }
  const { accent } = options
  if (accent) {
    theme.colorAccent = accent
    theme.colorFocusRing = accent
    theme.colorAccentForeground = options.accentForeground ?? foregroundOn(accent, base.colorAccentForeground)
    // Badges: a tint of the accent on the background, its text the accent pulled toward the foreground.
    theme.colorBadgeBackground = `color-mix(in srgb, ${accent} ${mode === 'dark' ? 22 : 12}%, ${base.colorBackground})`
    theme.colorBadgeForeground = `color-mix(in srgb, ${accent} ${mode === 'dark' ? 45 : 55}%, ${base.colorForeground})`
  } else if (options.accentForeground) theme.colorAccentForeground = options.accentForeground
  if (options.radius !== undefined) Object.assign(theme, radii(options.radius))
  if (options.fontFamily) theme.fontFamily = options.fontFamily
  return theme
}

/** The light preset (all 43 tokens), optionally derived from an accent colour and a radius. */
export function lightTheme(options: ThemeOptions = {}): ThemeTokens {
  return derive(lightTokens, 'light', options)
}

/** The dark preset (all 43 tokens), optionally derived from an accent colour and a radius. */
export function darkTheme(options: ThemeOptions = {}): ThemeTokens {
  return derive(darkTokens, 'dark', options)
}
