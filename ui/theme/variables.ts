import type { ThemeVariableName } from '../../kernel/config/defaults.js'
import type { ThemeTokens } from './tokens.js'

/** AppKit's eight theme variables (kernel/config/defaults.ts), accepted under both `--w3m-*` and `--apkt-*` names. */
export type AppKitVariable = ThemeVariableName

export type ThemeVariablesInput = Partial<
  Record<`--w3m-${AppKitVariable}` | `--apkt-${AppKitVariable}`, string | number>
>

function readVariable(variables: ThemeVariablesInput, name: AppKitVariable): string | undefined {
  const value = variables[`--apkt-${name}`] ?? variables[`--w3m-${name}`]
  return value === undefined ? undefined : String(value)
}

/** Parses a CSS length like "4px" into its number and unit, or undefined when it is not one. */
function parseLength(value: string): { amount: number; unit: string } | undefined {
  const match = /^\s*(-?\d*\.?\d+)\s*(px|rem|em)\s*$/.exec(value)
  if (!match?.[1] || !match[2]) return undefined
  return { amount: Number(match[1]), unit: match[2] }
}

function scaleLength(master: { amount: number; unit: string }, factor: number): string {
  return `${Math.round(master.amount * factor * 100) / 100}${master.unit}`
}

/**
 * Turns AppKit-style variables into token overrides. The masters scale the token families the way
 * AppKit's do: `font-size-master` is the base of the type scale (AppKit's default 10px gives our 14px
 * small size), `border-radius-master` the base of the radii (default 4px gives our 16px items).
 */
export function themeVariablesToTokens(
  variables: ThemeVariablesInput,
  base: ThemeTokens,
): Partial<ThemeTokens> {
  const tokens: Partial<ThemeTokens> = {}
  const fontFamily = readVariable(variables, 'font-family')
  if (fontFamily) tokens.fontFamily = fontFamily
  const accent = readVariable(variables, 'accent')
  if (accent) {
    tokens.colorAccent = accent
    tokens.colorFocusRing = accent
  }
  const mix = readVariable(variables, 'color-mix')
  if (mix) {
    const strength = Math.min(100, Math.max(0, Number(readVariable(variables, 'color-mix-strength') ?? 0)))
    const blend = (color: string) => `color-mix(in srgb, ${mix} ${strength}%, ${color})`
    tokens.colorBackground = blend(base.colorBackground)
    tokens.colorSurface = blend(base.colorSurface)
    tokens.colorSurfaceHover = blend(base.colorSurfaceHover)
  }
  const fontMaster = parseLength(readVariable(variables, 'font-size-master') ?? '')
  if (fontMaster) {
    tokens.fontSizeXs = scaleLength(fontMaster, 1.2)
    tokens.fontSizeSm = scaleLength(fontMaster, 1.4)
    tokens.fontSizeMd = scaleLength(fontMaster, 1.6)
    tokens.fontSizeLg = scaleLength(fontMaster, 2)
  }
  const radiusMaster = parseLength(readVariable(variables, 'border-radius-master') ?? '')
  if (radiusMaster) {
    tokens.radiusModal = scaleLength(radiusMaster, 6)
    tokens.radiusItem = scaleLength(radiusMaster, 4)
    tokens.radiusButton = scaleLength(radiusMaster, 3)
    tokens.radiusIcon = scaleLength(radiusMaster, 3)
  }
  const zIndex = readVariable(variables, 'z-index')
  if (zIndex && /^-?\d+$/.test(zIndex)) tokens.zIndex = zIndex
  const qr = readVariable(variables, 'qr-color')
  if (qr) tokens.colorQrForeground = qr
  return tokens
}
