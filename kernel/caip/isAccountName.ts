import { ACCOUNT_NAME_MIN_LENGTH, ACCOUNT_NAME_SUFFIXES } from './constants.js'

/** Removes a known name suffix (.reown.id, .wcn.id) if present. */
function stripAccountNameSuffix(name: string): string {
  const suffix = ACCOUNT_NAME_SUFFIXES.find((candidate) => name.endsWith(candidate))
  return suffix ? name.slice(0, -suffix.length) : name
}

/** Account name: letters, digits and hyphens, at least 4 characters, with an optional known suffix. */
export function isAccountName(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const label = stripAccountNameSuffix(value)
  return label.length >= ACCOUNT_NAME_MIN_LENGTH && /^[a-zA-Z0-9-]+$/.test(label)
}
