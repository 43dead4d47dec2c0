// zod/mini: its functions tree-shake, so the config schema costs a few KiB in the host's bundle.
import * as z from 'zod/mini'
import { type ChainNamespace, NAMESPACE_PATTERN, type NamespaceDefinition } from '../namespaces.js'
import { CAIP2_PATTERN } from '../rules/caip.js'
import { projectIdSchema } from '../rules/projectIdSchema.js'
import { SOCIAL_PROVIDERS } from '../rules/socialProviders.js' // spec data: the providers `features.socials` may list
import {
  CONFIG_DEFAULTS,
  defaultSocials, // spec data: `features.socials` of the public config shape (spec 9)
  FEATURE_DEFAULTS,
  THEME_MODES,
  THEME_VARIABLES,
  type ThemeVariableName,
} from './defaults.js'
import { namespaceProblems } from './namespaceIssues.js'
import { type OptionProblem, optionProblems } from './optionIssues.js'
import { CONNECT_METHODS, WALLET_FEATURES } from './orders.js'
import { storageOptionSchema } from './storageOption.js'
import { themeSchema } from './themeSchema.js'

// zod compiles parsers with new Function() unless jitless: that would break a CSP without 'unsafe-eval'.
z.config({ jitless: true })

/** CAIP-2 network id: exactly two colon-separated parts, namespace and reference (spec section 5). */
const caipNetworkIdSchema = z.string().check(
  z.regex(CAIP2_PATTERN, {
    message: 'Invalid CAIP-2 network id. Write it as "namespace:reference", for example "eip155:1"',
  }),
)

/** A CAIP-2 namespace by its grammar; the config's check refuses one no listed plugin adds (namespaceIssues.ts). */
const chainNamespaceSchema = z
  .string()
  .check(
    z.regex(NAMESPACE_PATTERN, 'must be a CAIP-2 namespace: 3 to 8 of a-z, 0-9 and "-", like "eip155"'),
  ) as z.ZodMiniType<string> as z.ZodMiniType<ChainNamespace>

/** A namespace a plugin adds: made with defineNamespace (walletdock/plugin). */
const namespaceDefinitionSchema = z.custom<NamespaceDefinition>(
  (value) => {
    const definition = value as Partial<NamespaceDefinition> | null
    return (
      typeof definition?.name === 'string' &&
      NAMESPACE_PATTERN.test(definition.name) &&
      typeof definition.example === 'string' &&
      (definition.reference instanceof RegExp || typeof definition.reference === 'function')
    )
  },
  { message: 'must be a namespace made with defineNamespace({ name, reference, example })' },
)

const httpUrl = z.url({
  protocol: /^https?$/,
  message: 'must be an http(s) URL. Write it in full, like "https://example.com"',
})
const wsUrl = z.url({
  protocol: /^wss?$/,
  message: 'must be a ws(s) URL. Write it in full, like "wss://relay.example.com"',
})
const nonEmpty = (message?: string) => z.string().check(z.minLength(1, message))
const count = () => z.int().check(z.nonnegative())
const on = (value: boolean) => z._default(z.boolean(), value)
/** An AppKit option this product dropped: any value is refused with the reason and what to do instead. */
const removedOption = (instead: string) => {
  const refused = z.never({ error: `was removed: ${instead}` })
  z.globalRegistry.add(refused, { description: `Removed: ${instead}` })
  return z.optional(refused)
}

export const networkSchema = z
  .object({
    id: z.union([count(), nonEmpty()]),
    caipNetworkId: caipNetworkIdSchema,
    chainNamespace: chainNamespaceSchema,
    name: nonEmpty(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: count() }),
    rpcUrls: z.object({
      default: z.object({
        http: z.array(httpUrl).check(z.minLength(1)),
        webSocket: z.optional(z.array(wsUrl)),
      }),
    }),
    blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: httpUrl }) })),
    assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
    testnet: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      // only checked once the id itself is well formed, so one mistake gives one line
      (network) =>
        !/^[^:]+:[^:]+$/.test(network.caipNetworkId) ||
        network.caipNetworkId.startsWith(`${network.chainNamespace}:`),
      {
        message: 'caipNetworkId must start with the chainNamespace. Write it as "<chainNamespace>:<id>"',
        path: ['caipNetworkId'],
      },
    ),
  )

const metadataSchema = z.object({
  name: nonEmpty(),
  description: z.string(),
  url: httpUrl,
  icons: z.array(z.string()),
})

const themeModeSchema = z.enum(THEME_MODES)

/** The value each of THEME_VARIABLES takes (`satisfies`: one schema per name of the list, no other). */
const themeVariables = {
  'font-family': z.string(),
  accent: z.string(),
  'color-mix': z.string(),
  'color-mix-strength': z.number().check(z.gte(0), z.lte(100)),
  'font-size-master': z.string(),
  'border-radius-master': z.string(),
  'z-index': z.int(),
  'qr-color': z.string(),
} satisfies Record<ThemeVariableName, z.ZodMiniType>

/** AppKit's eight theme variables, accepted under both their `--w3m-*` and `--apkt-*` names. */
export const themeVariablesSchema = z.partial(
  z.object({
    ...(Object.fromEntries(THEME_VARIABLES.map((name) => [`--w3m-${name}`, themeVariables[name]])) as {
      [name in ThemeVariableName as `--w3m-${name}`]: (typeof themeVariables)[name]
    }),
    ...(Object.fromEntries(THEME_VARIABLES.map((name) => [`--apkt-${name}`, themeVariables[name]])) as {
      [name in ThemeVariableName as `--apkt-${name}`]: (typeof themeVariables)[name]
    }),
  }),
)

const socialProviderSchema = z.enum(SOCIAL_PROVIDERS) // spec data: `features.socials` of the public config shape (spec 9)

const connectMethodSchema = z.enum(CONNECT_METHODS)

/** Feature flags, defaults from FEATURE_DEFAULTS (spec section 9). */
export const featuresSchema = z.prefault(
  z.object({
    email: on(FEATURE_DEFAULTS.email),
    socials: z._default(z.union([z.literal(false), z.array(socialProviderSchema)]), defaultSocials), // spec data: `features.socials` of the public config shape (spec 9)
    swaps: on(FEATURE_DEFAULTS.swaps), // spec data: a feature flag of the public config shape (spec 9), kept for AppKit migration
    onramp: on(FEATURE_DEFAULTS.onramp), // spec data: a feature flag of the public config shape (spec 9), kept for AppKit migration
    activity: on(FEATURE_DEFAULTS.activity),
    reownBranding: on(FEATURE_DEFAULTS.reownBranding),
    multiWallet: on(FEATURE_DEFAULTS.multiWallet),
    receive: on(FEATURE_DEFAULTS.receive),
    send: on(FEATURE_DEFAULTS.send),
    analytics: on(FEATURE_DEFAULTS.analytics),
    allWallets: on(FEATURE_DEFAULTS.allWallets),
    legalCheckbox: on(FEATURE_DEFAULTS.legalCheckbox),
    connectMethodsOrder: z.optional(
      z.array(connectMethodSchema).check(
        z.refine(
          (order) => new Set(order).size === order.length,
          'names a connect method twice. List each of email, social and wallet at most once', // spec data: the values of `features.connectMethodsOrder` (spec 9)
        ),
      ),
    ),
    walletFeaturesOrder: z.optional(z.array(z.enum(WALLET_FEATURES))),
  }),
  {},
)

export type Features = z.output<typeof featuresSchema>
export type FeatureName = Exclude<keyof Features, 'connectMethodsOrder' | 'walletFeaturesOrder'>

const customWalletSchema = z.object({
  id: nonEmpty(),
  name: nonEmpty(),
  homepage: z.optional(httpUrl),
  image_url: z.optional(z.string()),
  mobile_link: z.optional(z.string()),
  desktop_link: z.optional(z.string()),
  webapp_link: z.optional(z.string()),
  rdns: z.optional(z.string()),
})

/** Where the self-hostable services live (see services/ and `appkit dev`). */
const endpointsSchema = z.prefault(
  z.object({ api: z.optional(httpUrl), relay: z.optional(wsUrl), secureSite: z.optional(httpUrl) }),
  {},
)

/**
 * A plugin as config sees it: built by `definePlugin`. The kernel's plugin host types `setup` fully;
 * here only the shape is checked so a wrong value gets a clear message.
 */
const pluginShapeSchema = z
  .looseObject({
    name: nonEmpty('a plugin needs a name. Build it with definePlugin({ name, setup })'),
    kind: z._default(z.enum(['adapter', 'feature']), 'feature'),
    namespaces: z.optional(z.readonly(z.array(chainNamespaceSchema))),
    addsNamespaces: z.optional(z.readonly(z.array(namespaceDefinitionSchema))),
    readsOptions: z.optional(z.readonly(z.array(z.string()))),
    checkOptions: z.optional(
      z.custom<(options: Readonly<Record<string, unknown>>) => readonly OptionProblem[]>(
        (value) => typeof value === 'function',
        { message: 'must be a function' },
      ),
    ),
    setup: z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', {
      message: 'a plugin needs a setup(ctx) function: build it with definePlugin()',
    }),
  })
  .check(
    z.refine((plugin) => plugin.kind !== 'adapter' || (plugin.namespaces?.length ?? 0) > 0, {
      message:
        'An adapter must have a namespace. Set `namespaces` to the ones it writes: eip155, solana, bip122, polkadot or one a plugin adds', // spec data: the CAIP namespaces of spec section 1 (network data)
      path: ['namespaces'],
    }),
  )

/** What to do instead of a switch this product does not have: the plugin list decides. */
const PLUGIN_LIST_DECIDES =
  'the plugin list decides. Leave walletConnect() out of `plugins` to turn WalletConnect off' // spec data: an AppKit option refused with a migration hint

const configShape = {
  projectId: projectIdSchema(),
  metadata: z.optional(metadataSchema),
  networks: z
    .array(networkSchema)
    .check(z.minLength(1, 'needs at least one network. Add one, e.g. `mainnet` from appkit/networks')),
  defaultNetwork: z.optional(caipNetworkIdSchema),
  plugins: z._default(z.array(pluginShapeSchema), () => []),
  features: featuresSchema,
  themeMode: z._default(themeModeSchema, CONFIG_DEFAULTS.themeMode),
  themeVariables: z._default(themeVariablesSchema, () => ({})),
  theme: z.optional(themeSchema),
  locale: z._default(z.string().check(z.minLength(2)), CONFIG_DEFAULTS.locale),
  featuredWalletIds: z._default(z.array(z.string()), () => []),
  includeWalletIds: z._default(z.array(z.string()), () => []),
  excludeWalletIds: z._default(z.array(z.string()), () => []),
  customWallets: z._default(z.array(customWalletSchema), () => []),
  endpoints: endpointsSchema,
  termsConditionsUrl: z.optional(httpUrl),
  privacyPolicyUrl: z.optional(httpUrl),
  // Modal init switches of spec section 9: all on unless set false.
  /** Alerts show in the modal; false writes them to the console instead. */
  debug: on(CONFIG_DEFAULTS.debug),
  enableWallets: on(CONFIG_DEFAULTS.enableWallets),
  enableEIP6963: on(CONFIG_DEFAULTS.enableEIP6963),
  enableNetworkSwitch: on(CONFIG_DEFAULTS.enableNetworkSwitch),
  enableReconnect: on(CONFIG_DEFAULTS.enableReconnect),
  // AppKit switches this product does not have: refused with what to do instead (docs/config.md).
  enableWalletConnect: removedOption(PLUGIN_LIST_DECIDES), // spec data: an AppKit option refused with a migration hint
  enableWalletGuide: removedOption('there is no wallet guide to turn off. Delete this option'),
  enableAuthLogger: removedOption(
    "it switched the embedded wallet's logger, which now follows debug (the frame's enableLogger). Delete this option, and set debug instead", // spec data: an AppKit option this config refuses with a migration hint
  ),
  allowUnsupportedChain: on(CONFIG_DEFAULTS.allowUnsupportedChain),
  /** Basic mode: no remote features, no dashboard config. */
  basic: on(CONFIG_DEFAULTS.basic),
  /** Embedded mode: the modal renders inline where the host puts it. */
  enableEmbedded: on(CONFIG_DEFAULTS.enableEmbedded),
  disableAppend: on(CONFIG_DEFAULTS.disableAppend),
  /** Where the session is kept (default localStorage); cookieStorage (walletdock/ssr): docs/ssr.md. */
  storage: storageOptionSchema,
}

/**
 * Top-level config options a plugin reads (its `readsOptions`), by declaration merging, so a host's config
 * takes them typed once the plugin is imported:
 * `declare module 'walletdock/plugin' { interface PluginConfigOptions { siwx: SiwxOptions } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by plugins through declaration merging
export interface PluginConfigOptions {}

const KNOWN_OPTIONS = Object.keys(configShape)

/** Loose: an option the kernel does not know reaches the plugin that reads it, or is refused by name. */
export const configSchema = z.looseObject(configShape).check(
  z.superRefine((config, ctx) => {
    const problems = [
      ...optionProblems(config, KNOWN_OPTIONS),
      ...namespaceProblems(config as { networks: Network[]; plugins: PluginShape[] }),
    ]
    for (const { path, message } of problems) ctx.addIssue({ code: 'custom', message, path })
    const ids = new Set(config.networks.map((network) => network.caipNetworkId))
    if (config.defaultNetwork !== undefined && !ids.has(config.defaultNetwork)) {
      ctx.addIssue({
        code: 'custom',
        message: `defaultNetwork ${config.defaultNetwork} is not in \`networks\`: add it there or pick one of ${[...ids].join(', ')}`,
        path: ['defaultNetwork'],
      })
    }
  }),
)

type KnownOptions = z.ZodMiniObject<typeof configShape>
type PluginShape = z.output<typeof pluginShapeSchema>
export type AppKitConfigInput = z.input<KnownOptions> & Partial<PluginConfigOptions>
export type AppKitConfig = z.output<KnownOptions> & Partial<PluginConfigOptions>
export type Network = z.output<typeof networkSchema>
export type Metadata = z.output<typeof metadataSchema>
export type ThemeMode = z.output<typeof themeModeSchema>
export type ThemeVariables = z.output<typeof themeVariablesSchema>
export type SocialProvider = z.output<typeof socialProviderSchema> // spec data: `features.socials` of the public config shape (spec 9)
export type ConnectMethod = z.output<typeof connectMethodSchema>
export type CustomWallet = z.output<typeof customWalletSchema>
