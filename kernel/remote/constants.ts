/** The project configuration endpoints of the services API (spec section 7). */
export const PROJECT_CONFIG_PATH = '/appkit/v1/config'
export const ALLOWED_ORIGINS_PATH = '/projects/v1/origins'
/** Ours, not the spec's: plugins wait for the project config, so a silent server is given up on after this. */
export const PROJECT_CONFIG_TIMEOUT_MS = 5_000

import { FEATURE_NAMES } from '../protocol/walletService.js'

/** Features the project dashboard controls (spec sections 3 and 9): the services' own list. */
export const REMOTE_FEATURES = FEATURE_NAMES
export type RemoteFeature = (typeof REMOTE_FEATURES)[number]
/**
 * Features with no plugin behind them: the dashboard may always turn them on. multiWallet is the kernel's own
 * (spec 4: its functions work only with the feature on, and the alert says to enable it in the project
 * configuration), so the project alone can turn it on.
 */
export const CORE_FEATURES: readonly RemoteFeature[] = ['reownBranding', 'multiWallet']
