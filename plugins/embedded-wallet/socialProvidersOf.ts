import type { SocialProviderName } from './protocol/signInFields.js'

/** The social providers shown: `features.socials` in its order, only those of the plugin's option when it is set. */
export function socialProvidersOf(
  featureList: false | readonly string[],
  chosen: readonly SocialProviderName[] | undefined,
): SocialProviderName[] {
  if (featureList === false) return []
  return featureList.filter(
    (provider): provider is SocialProviderName =>
      chosen === undefined || chosen.includes(provider as SocialProviderName),
  )
}
