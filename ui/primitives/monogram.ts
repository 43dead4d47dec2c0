/** Initials of a name: "Trust Wallet" -> "TW", "rabby" -> "RA". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase()
  return (words[0] ?? '?').slice(0, 2).toUpperCase()
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
