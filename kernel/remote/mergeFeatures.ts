import { LIST_FEATURE_OPTIONS } from '../config/defaults.js'
import type { Features } from '../config/schema.js'
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
  const set = (name: RemoteFeature, value: unknown) => {
    ;(features as Record<string, unknown>)[name] = value
  }
  const ignored: string[] = []
  for (const name of REMOTE_FEATURES) {
    const setting = remote[name]
    if (!setting) continue
    const wasOn = isOn(local, name)
    if (!setting.isEnabled) {
      set(name, false)
      if (wasOn) ignored.push(`features.${name}`)
      continue
    }
    const installed = CORE_FEATURES.includes(name) || installedFeatures.includes(name)
    if (!installed) continue
    const known = LIST_FEATURE_OPTIONS[name]
    if (known) {
      // A list feature: the dashboard's known options; enabled without a list, the local ones, or all.
      const localList: unknown = local[name]
      const options =
        setting.options?.filter((option) => known.includes(option)) ??
        (Array.isArray(localList) ? localList : [...known])
      set(name, options.length ? options : false)
      if (JSON.stringify(localList) !== JSON.stringify(features[name])) ignored.push(`features.${name}`)
    } else {
      set(name, true)
      if (!wasOn) ignored.push(`features.${name}`)
    }
  }
  return { features, ignored }
}
