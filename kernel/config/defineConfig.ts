import type { AppKitConfigInput } from './schema.js'

/** Typed identity helper for `appkit.config.ts`: gives editor completion without doing any work. */
export function defineConfig<const config extends AppKitConfigInput>(config: config): config {
  return config
}
