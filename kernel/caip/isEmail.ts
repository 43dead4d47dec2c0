/** An email must be valid for connect and update (spec section 5); a practical, not RFC-complete, check. */
export function isEmail(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length <= 254 &&
    /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}$/.test(value)
  )
}
