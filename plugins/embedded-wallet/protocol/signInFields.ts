// What the sign-in views check as the person types, without zod: secureFrame.ts builds its schemas on them.

// The rules live in kernel/rules (one place each, public as walletdock/rules); the wire contract names them here.
export {
  EMAIL_PATTERN,
  MAX_EMAIL_CHARS,
  SOCIAL_PROVIDERS as SOCIAL_PROVIDER_NAMES,
  type SocialProviderName,
} from 'walletdock/rules'
