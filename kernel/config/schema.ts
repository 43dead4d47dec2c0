import { z } from 'zod'
import { CHAIN_NAMESPACES } from '../namespaces.js'

// zod compiles parsers with new Function() unless jitless: that would break a CSP without 'unsafe-eval'.
z.config({ jitless: true })

/** CAIP-2 network id: exactly two colon-separated parts, namespace and reference (spec section 5). */
export const caipNetworkIdSchema = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, {
  message: 'Invalid CAIP-2 network id. Write it as "namespace:reference", for example "eip155:1"',
})

export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES)

const httpUrl = z.url({
  protocol: /^https?$/,
  message: 'must be an http(s) URL. Write it in full, like "https://example.com"',
})
const wsUrl = z.url({
  protocol: /^wss?$/,
  message: 'must be a ws(s) URL. Write it in full, like "wss://relay.example.com"',
})

export const networkSchema = z
  .object({
    id: z.union([z.number().int().nonnegative(), z.string().min(1)]),
    caipNetworkId: caipNetworkIdSchema,
    chainNamespace: chainNamespaceSchema,
    name: z.string().min(1),
    nativeCurrency: z.object({
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().int().nonnegative(),
    }),
    rpcUrls: z.object({
      default: z.object({ http: z.array(httpUrl).min(1), webSocket: z.array(wsUrl).optional() }),
    }),
    blockExplorers: z.object({ default: z.object({ name: z.string(), url: httpUrl }) }).optional(),
    assets: z.object({ imageId: z.string().optional(), imageUrl: z.string().optional() }).optional(),
    testnet: z.boolean().optional(),
  })
  .refine(
    // only checked once the id itself is well formed, so one mistake gives one line
    (network) =>
      !/^[^:]+:[^:]+$/.test(network.caipNetworkId) ||
      network.caipNetworkId.startsWith(`${network.chainNamespace}:`),
    {
      message: 'caipNetworkId must start with the chainNamespace. Write it as "<chainNamespace>:<id>"',
      path: ['caipNetworkId'],
    },
  )

export const metadataSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  url: httpUrl,
  icons: z.array(z.string()),
})

export const themeModeSchema = z.enum(['light', 'dark', 'system'])

/** AppKit's eight theme variables, accepted for easy migration (spec: `--w3m-*` names). */
export const themeVariablesSchema = z
  .object({
    '--w3m-font-family': z.string(),
    '--w3m-accent': z.string(),
    '--w3m-color-mix': z.string(),
    '--w3m-color-mix-strength': z.number().min(0).max(100),
    '--w3m-font-size-master': z.string(),
    '--w3m-border-radius-master': z.string(),
    '--w3m-z-index': z.number().int(),
    '--w3m-qr-color': z.string(),
  })
  .partial()

export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)

export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const
export const connectMethodSchema = z.enum(CONNECT_METHODS)

export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const

/**
 * Feature flags. Defaults follow spec section 9: remote features (swaps, onramp, email, socials,
 * activity) on, multiWallet off; receive, send, analytics and allWallets on; legalCheckbox off.
 */
export const featuresSchema = z
  .object({
    email: z.boolean().default(true),
    socials: z.union([z.literal(false), z.array(socialProviderSchema)]).default([...SOCIAL_PROVIDERS]),
    swaps: z.boolean().default(true),
    onramp: z.boolean().default(true),
    activity: z.boolean().default(true),
    reownBranding: z.boolean().default(true),
    multiWallet: z.boolean().default(false),
    receive: z.boolean().default(true),
    send: z.boolean().default(true),
    analytics: z.boolean().default(true),
    allWallets: z.boolean().default(true),
    legalCheckbox: z.boolean().default(false),
    connectMethodsOrder: z
      .array(connectMethodSchema)
      .refine(
        (order) => new Set(order).size === order.length,
        'names a connect method twice. List each of email, social and wallet at most once',
      )
      .optional(),
    walletFeaturesOrder: z.array(z.enum(WALLET_FEATURES)).optional(),
  })
  .prefault({})

export type Features = z.output<typeof featuresSchema>
export type FeatureName = Exclude<keyof Features, 'connectMethodsOrder' | 'walletFeaturesOrder'>

export const customWalletSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  homepage: httpUrl.optional(),
  image_url: z.string().optional(),
  mobile_link: z.string().optional(),
  desktop_link: z.string().optional(),
  webapp_link: z.string().optional(),
  rdns: z.string().optional(),
})

/** Where the self-hostable services live (see services/ and `appkit dev`). */
export const endpointsSchema = z
  .object({
    api: httpUrl.optional(),
    relay: wsUrl.optional(),
    secureSite: httpUrl.optional(),
  })
  .prefault({})

/**
 * A plugin as config sees it: built by `definePlugin`. The kernel's plugin host types `setup` fully;
 * here only the shape is checked so a wrong value gets a clear message.
 */
export const pluginShapeSchema = z
  .object({
    name: z.string().min(1, 'a plugin needs a name. Build it with definePlugin({ name, setup })'),
    kind: z.enum(['adapter', 'feature']).default('feature'),
    namespace: chainNamespaceSchema.optional(),
    setup: z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', {
      message: 'a plugin needs a setup(ctx) function: build it with definePlugin()',
    }),
  })
  .loose()
  .refine((plugin) => plugin.kind !== 'adapter' || plugin.namespace !== undefined, {
    message: 'An adapter must have a namespace. Set `namespace` to eip155, solana, bip122 or polkadot',
    path: ['namespace'],
  })

const siwxShape = z.custom<object>((value) => typeof value === 'object' && value !== null, {
  message: 'must be an object',
})

export const configSchema = z
  .object({
    projectId: z
      .string({ message: 'Project ID Not Configured. Set `projectId` to your project id' })
      .trim()
      .min(1, 'Project ID Not Configured. Set `projectId` to your project id'),
    metadata: metadataSchema.optional(),
    networks: z
      .array(networkSchema)
      .min(1, 'needs at least one network. Add one, e.g. `mainnet` from appkit/networks'),
    defaultNetwork: caipNetworkIdSchema.optional(),
    plugins: z.array(pluginShapeSchema).default([]),
    features: featuresSchema,
    themeMode: themeModeSchema.default('system'),
    themeVariables: themeVariablesSchema.default({}),
    locale: z.string().min(2).default('en'),
    featuredWalletIds: z.array(z.string()).default([]),
    includeWalletIds: z.array(z.string()).default([]),
    excludeWalletIds: z.array(z.string()).default([]),
    customWallets: z.array(customWalletSchema).default([]),
    endpoints: endpointsSchema,
    termsConditionsUrl: httpUrl.optional(),
    privacyPolicyUrl: httpUrl.optional(),
    // Modal init switches of spec section 9: all on unless set false.
    debug: z.boolean().default(true),
    enableWalletConnect: z.boolean().default(true),
    enableWalletGuide: z.boolean().default(true),
    enableWallets: z.boolean().default(true),
    enableEIP6963: z.boolean().default(true),
    enableNetworkSwitch: z.boolean().default(true),
    enableReconnect: z.boolean().default(true),
    enableAuthLogger: z.boolean().default(true),
    allowUnsupportedChain: z.boolean().default(false),
    /** Basic mode: no remote features, no dashboard config. */
    basic: z.boolean().default(false),
    /** Embedded mode: the modal renders inline where the host puts it. */
    enableEmbedded: z.boolean().default(false),
    disableAppend: z.boolean().default(false),
    siweConfig: siwxShape.optional(),
    siwx: siwxShape.optional(),
  })
  .superRefine((config, ctx) => {
    if (config.siweConfig !== undefined && config.siwx !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'Cannot set both `siweConfig` and `siwx` options. Keep `siwx` and remove `siweConfig`',
        path: ['siwx'],
      })
    }
    const ids = new Set(config.networks.map((network) => network.caipNetworkId))
    if (config.defaultNetwork !== undefined && !ids.has(config.defaultNetwork)) {
      ctx.addIssue({
        code: 'custom',
        message: `defaultNetwork ${config.defaultNetwork} is not in \`networks\`: add it there or pick one of ${[...ids].join(', ')}`,
        path: ['defaultNetwork'],
      })
    }
  })

export type AppKitConfigInput = z.input<typeof configSchema>
export type AppKitConfig = z.output<typeof configSchema>
export type Network = z.output<typeof networkSchema>
export type Metadata = z.output<typeof metadataSchema>
export type ThemeMode = z.output<typeof themeModeSchema>
export type ThemeVariables = z.output<typeof themeVariablesSchema>
export type SocialProvider = z.output<typeof socialProviderSchema>
export type ConnectMethod = z.output<typeof connectMethodSchema>
export type CustomWallet = z.output<typeof customWalletSchema>
