import { createHash } from 'node:crypto'

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Up to two initials: the first letters of the first two words, else the first two characters. */
export function initialsOf(label: string): string {
  const words = label
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const initials = words.length >= 2 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? '?').slice(0, 2)
  return initials.toUpperCase()
}

/** A square SVG icon: the label's initials on a colour derived from `seed`. Never a copied logo. */
export function monogramSvg(label: string, seed: string = label): string {
  const digest = createHash('sha256').update(seed).digest()
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  const saturation = 55 + ((digest[2] ?? 0) % 25)
  const lightness = 38 + ((digest[3] ?? 0) % 14)
  const initials = escapeXml(initialsOf(label))
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">',
    `<title>${escapeXml(label)}</title>`,
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} ${saturation}% ${lightness}%)"/>`,
    '<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" fill="#fff" ',
    `font-family="system-ui, sans-serif" font-size="${initials.length > 1 ? 36 : 44}" font-weight="600">${initials}</text>`,
    '</svg>',
  ].join('')
}
