/**
 * The names service's configuration: the suffixes names are registered and looked up under. The first
 * is the one new names take (and the suggestions' fixed zone); the others still resolve to the same name.
 */
export type NamesConfig = { suffixes: readonly [string, ...string[]] }

/** spec section 5: name suffixes .reown.id and .wcn.id. */
export const DEFAULT_NAMES_CONFIG: NamesConfig = { suffixes: ['.reown.id', '.wcn.id'] }

/** The suggestions' zone: the first suffix without its dot (spec 9: "Ens suggestions zone fixed"). */
export const zoneOf = (config: NamesConfig) => config.suffixes[0].replace(/^\./, '')

/**
 * A full name's label and suffix, in lower case, when it ends with one of the service's suffixes;
 * a bare label when `bare` allows it (suggestions take what the person typed).
 */
export function splitName(
  name: string,
  config: NamesConfig,
  bare: 'allowed' | 'refused' = 'refused',
): { label: string; suffix: string } | undefined {
  const lower = name.toLowerCase()
  for (const suffix of config.suffixes) {
    if (lower.endsWith(suffix)) return { label: lower.slice(0, -suffix.length), suffix }
  }
  if (bare === 'allowed' && !lower.includes('.')) return { label: lower, suffix: config.suffixes[0] }
  return undefined
}
