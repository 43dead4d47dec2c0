import type { ConfigIssue } from '../errors/config.js'

/** The subset of a zod issue we read; keeps zod's types out of the public API. */
export type ZodIssueLike = { path: PropertyKey[]; message: string }

/** Prints a path as `networks[0].caipNetworkId`; the root is `(config)`. */
function formatConfigPath(path: readonly PropertyKey[]): string {
  let text = ''
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`
    else text += text ? `.${String(key)}` : String(key)
  }
  return text || '(config)'
}

export function formatConfigIssue(issue: ZodIssueLike): ConfigIssue {
  const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)))
  return { path, field: formatConfigPath(issue.path), message: issue.message }
}
