import { MISSING_TEXT } from './constants.js'

/** A missing or blank name or description shows '-'. */
export function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : MISSING_TEXT
}
