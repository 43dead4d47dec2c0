/**
 * The attributes of an email field. Not `type="email"`: Chromium builds a separate script context for
 * that type's address check when such an input is created (about 80 KiB of heap on open), and the
 * form checks the address itself (`noValidate`, isEmail). The mobile email keyboard, autofill
 * and no auto-capitalisation or spell check are kept by these attributes.
 */
export const EMAIL_INPUT = {
  type: 'text',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const
