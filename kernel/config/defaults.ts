// The config's defaults without zod: the schema fills them in when it parses, and production builds
// start from them before the schema has loaded (see createAppKit). One list, used by both.
import { SOCIAL_PROVIDERS } from '../rules/socialProviders.js' // spec data: the providers `features.socials` may list
import type { AppKitConfig, AppKitConfigInput, Features } from './schema.js'

export const THEME_MODES = ['light', 'dark', 'system'] as const
/** AppKit's eight theme variables, the one list: the config accepts each as `--w3m-<name>` and `--apkt-<name>`. */
export const THEME_VARIABLES = [
  'font-family',
  'accent',
  'color-mix',
  'color-mix-strength',
  'font-size-master',
  'border-radius-master',
  'z-index',
  'qr-color',
] as const
export type ThemeVariableName = (typeof THEME_VARIABLES)[number]

/**
 * Feature flags. Defaults follow spec section 9: remote features (swaps, onramp, email, socials,
 * activity) on, multiWallet off; receive, send, analytics and allWallets on; legalCheckbox off.
 */
export const FEATURE_DEFAULTS = {
  email: true,
  swaps: true, // spec data: `features.swaps` of the public config shape (spec 9), kept for AppKit migration
  onramp: true, // spec data: `features.onramp` of the public config shape (spec 9), kept for AppKit migration
  activity: true,
  reownBranding: true,
  multiWallet: false,
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
} as const

/**
 * Features whose value is a list of options or false (spec section 9), and every option each may
 * list: the dashboard's list for one is read against these. Spec data kept for AppKit migration.
 */
export const LIST_FEATURE_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  socials: SOCIAL_PROVIDERS, // spec data: `features.socials` of the public config shape (spec section 9)
}

/** Every socials provider: the default of `features.socials` (a fresh list each call). */
export const defaultSocials = () => [...SOCIAL_PROVIDERS] // spec data: the default of `features.socials` (spec 9)

/**
 * Scalar defaults of the top-level options; the modal init switches of spec section 9 that this
 * product has (debug, wallets, EIP-6963, network switch, reconnect) are all on.
 */
export const CONFIG_DEFAULTS = {
  themeMode: 'system',
  locale: 'en',
  debug: true,
  enableWallets: true,
  enableEIP6963: true,
  enableNetworkSwitch: true,
  enableReconnect: true,
  allowUnsupportedChain: false,
  basic: false,
  enableEmbedded: false,
  disableAppend: false,
} as const

type Given = Record<string, unknown>

/** The entries of an object that are not undefined (a field set to undefined takes its default, as in zod). */
function given(value: unknown): Given {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined))
}

const listOr = (value: unknown) => (Array.isArray(value) ? value : [])

/**
 * The config with its defaults filled in, not validated: what a production build runs on until the
 * schema has checked it on first intent. Lists that are not lists become empty, so nothing here throws.
 */
export function withConfigDefaults(input: AppKitConfigInput): AppKitConfig {
  const top = given(input)
  const features = given(top.features)
  return {
    ...CONFIG_DEFAULTS,
    themeVariables: {},
    ...top,
    networks: listOr(top.networks),
    plugins: listOr(top.plugins),
    featuredWalletIds: listOr(top.featuredWalletIds),
    includeWalletIds: listOr(top.includeWalletIds),
    excludeWalletIds: listOr(top.excludeWalletIds),
    customWallets: listOr(top.customWallets),
    features: { ...FEATURE_DEFAULTS, socials: defaultSocials(), ...features } as Features, // spec data: `features.socials` (spec 9)
    endpoints: given(top.endpoints),
  } as AppKitConfig
}
