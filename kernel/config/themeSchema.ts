import * as z from 'zod/mini'

/**
 * The modal's 43 theme tokens, the one list: every value its styles read, as `--apkt-<token>` custom
 * properties. The config's `theme` sets any of them (docs/theme.md describes each).
 */
export const THEME_TOKENS = [
  'colorAccent',
  'colorAccentForeground',
  'colorBackground',
  'colorSurface',
  'colorSurfaceHover',
  'colorForeground',
  'colorForegroundSecondary',
  'colorForegroundTertiary',
  'colorBorder',
  'colorBorderStrong',
  'colorFocusRing',
  'colorSuccess',
  'colorError',
  'colorWarning',
  'colorOverlay',
  'colorSkeleton',
  'colorSkeletonHighlight',
  'colorBadgeBackground',
  'colorBadgeForeground',
  'colorQrForeground',
  'colorQrBackground',
  'radiusModal',
  'radiusButton',
  'radiusItem',
  'radiusIcon',
  'radiusPill',
  'fontFamily',
  'fontFamilyMono',
  'fontSizeXs',
  'fontSizeSm',
  'fontSizeMd',
  'fontSizeLg',
  'fontWeightRegular',
  'fontWeightBold',
  'lineHeight',
  'spaceXs',
  'spaceSm',
  'spaceMd',
  'spaceLg',
  'spaceXl',
  'shadowModal',
  'shadowItem',
  'zIndex',
] as const

export type ThemeTokenName = (typeof THEME_TOKENS)[number]
/** Every token with its CSS value: what `lightTheme()` and `darkTheme()` return. */
export type ThemeTokens = Record<ThemeTokenName, string>

// A value ends no declaration and opens no rule: the stylesheet writes it after `--apkt-<token>:`.
const tokenValue = z.string().check(
  z.minLength(1),
  z.maxLength(500),
  z.refine((value) => !/[;{}<>]/.test(value), 'a token value may not contain ; { } < or >'),
)

const tokensSchema = z.partial(
  z.strictObject(
    Object.fromEntries(THEME_TOKENS.map((name) => [name, tokenValue])) as Record<
      ThemeTokenName,
      typeof tokenValue
    >,
  ),
)

/**
 * The config's `theme`: tokens for both modes (`darkTheme({ accent })`), or per mode
 * (`{ light: lightTheme(...), dark: darkTheme(...) }`); `themeVariables` still apply on top.
 */
export const themeSchema = z.union([
  z.strictObject({ light: z.optional(tokensSchema), dark: z.optional(tokensSchema) }),
  tokensSchema,
])

export type Theme = z.output<typeof themeSchema>
