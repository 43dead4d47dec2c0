import { BRAND_MARKS } from './brandMarks.js'

export type BrandName = keyof typeof BRAND_MARKS

/** Marks whose colour is too dark to read on a dark theme are drawn in the text colour instead. */
function fillOf(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
  return luminance < 48 ? 'currentColor' : `#${hex}`
}

/** A provider's brand mark as inline SVG (simple-icons, CC0): decorative, the button names the provider. */
export function BrandMark({ name, size = 20 }: { name: BrandName; size?: number }) {
  const mark = BRAND_MARKS[name]
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-brand={name}
    >
      <path d={mark.path} fill={fillOf(mark.hex)} />
    </svg>
  )
}
