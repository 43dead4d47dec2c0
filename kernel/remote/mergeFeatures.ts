import type { Features } from '../config/schema.js'
import { SOCIAL_PROVIDERS } from '../rules/socialProviders.js'
import { CORE_FEATURES, REMOTE_FEATURES, type RemoteFeature } from './constants.js'
import type { RemoteFeatures } from './wire.js'

export type MergeFeaturesParameters = {
  local: Features
  remote: RemoteFeatures
  /** Features whose plugin is installed; only these may be turned on by the dashboard. */
  installedFeatures: readonly string[]
}
export type MergeFeaturesReturnType = {
  features: Features
  /** Local settings the dashboard overrode, e.g. `features.swaps`. */
  ignored: string[]
}

function isOn(local: Features, name: RemoteFeature): boolean {
  const value = local[name]
  return Array.isArray(value) ? value.length > 0 : value === true
}

/**
 * The dashboard may turn any feature off, and may turn on only features whose plugin is installed.
 * Every local setting it overrides is named in `ignored`.
 */
export function mergeFeatures({
  local,
  remote,
  installedFeatures,
}: MergeFeaturesParameters): MergeFeaturesReturnType {
  const features: Features = { ...local }
  const ignored: string[] = []
  for (const name of REMOTE_FEATURES) {
    const setting = remote[name]
    if (!setting) continue
    const wasOn = isOn(local, name)
    if (!setting.isEnabled) {
      if (name === 'socials') features.socials = false
      else features[name] = false
      if (wasOn) ignored.push(`features.${name}`)
      continue
    }
    const installed = CORE_FEATURES.includes(name) || installedFeatures.includes(name)
    if (!installed) continue
    if (name === 'socials') {
      // Enabled without a list: keep the local providers, or offer them all.
      const providers =
        setting.socials ?? (Array.isArray(local.socials) ? local.socials : [...SOCIAL_PROVIDERS])
      const before = JSON.stringify(local.socials)
      features.socials = providers.length ? providers : false
      if (before !== JSON.stringify(features.socials)) ignored.push('features.socials')
    } else {
      features[name] = true
      if (!wasOn) ignored.push(`features.${name}`)
    }
  }
  return { features, ignored }
}
