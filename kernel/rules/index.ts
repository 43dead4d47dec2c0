// walletdock/rules: the pure spec rules every side applies (spec section 5), one place each. A feature's wire
// contract (plugins/<name>/protocol/) and the services import them from here, never by a relative path:
// pure functions and patterns, no kernel state, only zod/mini (projectIdSchema) besides.

export {
  CAIP2_PATTERN,
  CAIP10_PATTERN,
  type CaipAddressParts,
  type CaipNetworkIdParts,
  splitCaipAddress,
  splitCaipNetworkId,
} from './caip.js'
export { EMAIL_PATTERN, isEmail, MAX_EMAIL_CHARS } from './email.js'
export { isLocalDevelopmentOrigin, isLoopbackHost, isLoopbackUrl } from './loopback.js'
export { hueOf, initialsOf, type Monogram, monogramOf } from './monogram.js'
export {
  isCanonicalOrigin,
  isOriginAllowed,
  normalizeOriginEntry,
  originEntryProblem,
  originMatches,
} from './originPattern.js'
export {
  isProjectIdMissing,
  PROJECT_ID_INVALID,
  PROJECT_ID_MISSING,
  PROJECT_ID_PATTERN,
  projectIdProblem,
} from './projectId.js'
export { projectIdSchema } from './projectIdSchema.js'
export { SOCIAL_PROVIDERS, type SocialProviderName } from './socialProviders.js' // spec data: `features.socials`' provider names (spec 5, 9), which the sign-in contract checks
