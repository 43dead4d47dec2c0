import type { AppKitConfig } from '../../kernel/config/schema.js'

/** Features the config's plugins provide: each plugin's name and the features it declares. */
export function installedFeatures(config: Pick<AppKitConfig, 'plugins'>): string[] {
  return config.plugins.flatMap((plugin) => {
    const features = (plugin as { features?: unknown }).features
    return [plugin.name, ...(Array.isArray(features) ? features.map(String) : [])]
  })
}
