/** Email display is truncated beyond 30 characters (spec section 5). */
const EMAIL_DISPLAY_MAX_LENGTH = 30

/** The email as the plugin's views show it: cut to 30 characters and ending with '...' when longer. */
export function truncateEmail(email: string): string {
  return email.length > EMAIL_DISPLAY_MAX_LENGTH ? `${email.slice(0, EMAIL_DISPLAY_MAX_LENGTH)}...` : email
}
