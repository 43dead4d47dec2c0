// The one monogram maker: the modal's wallet icons (WalletImage and the first paint's copy of it) and the
// services' SVG listing images draw the same initials on the same colour. Pure, no imports.

/** Up to two initials: the first letters of the first two words, else the first two characters ("?" for none). */
export function initialsOf(label: string): string {
  const words = label
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const initials = words.length >= 2 ? `${words[0]?.[0]}${words[1]?.[0]}` : (words[0] ?? '?').slice(0, 2)
  return initials.toUpperCase()
}

/** A stable hue from a string (FNV-1a), so a wallet or address always gets the same colour. */
export function hueOf(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % 360
}

export type Monogram = { initials: string; background: string }

/** A label's monogram: its initials on a colour derived from `seed` (the label unless given). White text reads on it. */
export function monogramOf(label: string, seed: string = label): Monogram {
  return { initials: initialsOf(label), background: `hsl(${hueOf(seed)} 60% 28%)` }
}
