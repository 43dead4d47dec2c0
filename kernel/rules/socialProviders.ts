// spec data: the social login providers of spec section 5, the one list. The config's `features.socials`
// (its default and its schema), the secure frame's wire schema and the sign-in view read it here.

/** spec data: `features.socials` lists these providers (spec sections 5 and 9). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const // spec data: `features.socials` (spec 5, 9)
/** spec data: one provider of `features.socials`. */
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number] // spec data: one provider of `features.socials`
