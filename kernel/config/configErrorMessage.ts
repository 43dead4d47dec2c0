import type { z } from 'zod'

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`
  return `a ${typeof value}`
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`)

/**
 * Plain-language text for the zod issues the schema does not word itself: "what is wrong. how to fix".
 * Schema-level messages (Project ID Not Configured, siwx, adapter namespace, CAIP-2) take precedence.
 */
export const configErrorMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = issue.expected === 'array' ? 'list' : String(issue.expected)
      if (issue.input === undefined) return `is required. Add it as ${article(expected)}`
      return `must be ${article(expected)}, got ${describeValue(issue.input)}. Change it to ${article(expected)}`
    }
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}. Pick one of them`
    case 'too_small':
      if (issue.origin === 'array') return `needs at least ${issue.minimum} item(s). Add more`
      if (issue.origin === 'string') return `must have at least ${issue.minimum} character(s). Fill it in`
      return `must be at least ${issue.minimum}. Use a larger number`
    case 'too_big':
      if (issue.origin === 'array') return `takes at most ${issue.maximum} item(s). Remove some`
      if (issue.origin === 'string') return `takes at most ${issue.maximum} character(s). Shorten it`
      return `must be at most ${issue.maximum}. Use a smaller number`
    case 'invalid_format':
      return `is not a valid ${issue.format}. Fix its spelling`
    case 'invalid_union':
      return 'does not match any allowed form. See docs/config.md for the accepted values'
    case 'unrecognized_keys':
      return `has unknown keys ${issue.keys.join(', ')}. Remove them`
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`
    default:
      return 'is invalid. See docs/config.md'
  }
}
