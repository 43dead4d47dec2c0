import { ELLIPSIS, EMAIL_DISPLAY_MAX_LENGTH } from './constants.js'

/** Emails longer than 30 characters are cut to 30 and end with '...'. */
export function truncateEmail(email: string): string {
  return email.length > EMAIL_DISPLAY_MAX_LENGTH
    ? `${email.slice(0, EMAIL_DISPLAY_MAX_LENGTH)}${ELLIPSIS}`
    : email
}
