// What the sign-in views check as the person types, without zod: secureFrame.ts builds its schemas on them.

export const SOCIAL_PROVIDER_NAMES = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProviderName = (typeof SOCIAL_PROVIDER_NAMES)[number]
/** Email must be valid for connect and update (spec 5): the same practical rule as kernel/caip's isEmail. */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}$/
