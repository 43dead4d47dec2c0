import { BRAND_MARKS } from './brandMarks.js'

export type BrandName = keyof typeof BRAND_MARKS

/** Marks whose colour is too dark to read on a dark theme are drawn in the text colour instead. */
function fillOf(hex: string): string {
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
  return luminance < 48 ? 'currentColor' : `#${hex}`
}

/** Each mark's style, made once: its path as a CSS mask image over its colour. */
const styles = new Map<BrandName, { background: string; mask: string; WebkitMask: string }>()

function styleOf(name: BrandName) {
  let style = styles.get(name)
  if (!style) {
    const { path, hex } = BRAND_MARKS[name]
    // Only what a quoted data URL must escape: the paths hold no quote, '#' or '%'.
    const svg = `%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='${path}'/%3E%3C/svg%3E`
    const mask = `url("data:image/svg+xml,${svg}") center / contain no-repeat`
    style = { background: fillOf(hex), mask, WebkitMask: mask }
    styles.set(name, style)
  }
  return style
}

/**
 * A provider's brand mark (simple-icons, CC0): decorative, the button names the provider. A span masked
 * by the mark, not inline SVG: the first inline SVG element makes Chromium build the SVG DOM bindings
 * (SVGSVGElement, SVGPathElement and their bases) in the page's heap, which nothing else in the modal
 * needs; spans and inline styles are bindings it has anyway.
 */
export function BrandMark({ name, size = 20 }: { name: BrandName; size?: number }) {
  return (
    <span
      className="brand-mark"
      aria-hidden="true"
      data-brand={name}
      style={{ display: 'inline-block', width: size, height: size, ...styleOf(name) }}
    />
  )
}
