import type { AppKitConfig } from '../config/schema.js'

/** spec section 4: UnsupportedChain shows unless network switch is disabled, unsupported chains are allowed, or basic mode is on. */
export function shouldShowUnsupportedChain(
  config: Pick<AppKitConfig, 'enableNetworkSwitch' | 'allowUnsupportedChain' | 'basic'>,
): boolean {
  return config.enableNetworkSwitch && !config.allowUnsupportedChain && !config.basic
}
