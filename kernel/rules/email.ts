// The one email rule (spec section 5: an email must be valid for connect and update): the sign-in views,
// the secure frame's wire schema and the secure site check it. Pure, no imports.

/** The longest email address (RFC 5321's path limit less the brackets). */
export const MAX_EMAIL_CHARS = 254
/** A practical, not RFC-complete, address: local part, "@", dotted domain ending in 2+ letters. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}$/

/** Whether `value` is an email address by the rule above, at most MAX_EMAIL_CHARS long. */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_EMAIL_CHARS && EMAIL_PATTERN.test(value)
}
