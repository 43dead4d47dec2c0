import * as z from 'zod/mini'
import {
  accountTypeSchema,
  chainNamespaceSchema,
  emailSchema,
  embeddedUserSchema,
  FRAME_DEFAULT_VERSION,
  frameChainIdSchema,
  frameMessageIdSchema,
  otpSchema,
  requiredText,
  socialProviderSchema,
  text,
} from './frameFields.js'

/**
 * The embedded-wallet frame protocol (spec section 7): messages posted between the host page and the
 * secure frame. Every app event is answered by the frame's `<NAME>_SUCCESS` or `<NAME>_ERROR` with the
 * same id. Both sides check every message with these schemas (spec 5). See docs/embedded-wallet.md.
 */

export {
  ACCOUNT_TYPES,
  accountTypeSchema,
  chainNamespaceSchema,
  EMAIL_CONNECT_ACTIONS,
  EMAIL_UPDATE_ACTIONS,
  type EmbeddedUser,
  emailSchema,
  embeddedUserSchema,
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_DEFAULT_VERSION,
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_MAX_MESSAGE_CHARS,
  FRAME_READY_DELAY_MS,
  FRAME_SIGN_OUT_WAIT_MS,
  frameChainIdSchema,
  frameMessageIdSchema,
  MESSAGE_CHAIN_NAMESPACES,
  otpSchema,
  socialProviderSchema,
  solanaSendOptionsSchema,
  walletCallsRequestSchema,
} from './frameFields.js'
export {
  type RpcMethodKind,
  rpcMethodKind,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from './rpcMethods.js'
// The sign-in views' fields without zod (they show before the schemas load).
export { EMAIL_PATTERN, SOCIAL_PROVIDER_NAMES, type SocialProviderName } from './signInFields.js'

export const APP_EVENT_PREFIX = '@appkit-app/'
export const FRAME_EVENT_PREFIX = '@appkit-frame/'

const nothing = z.optional(z.object({}))

/** Each app event's payload. */
export const appEventPayloads = {
  SWITCH_NETWORK: z.object({ chainId: frameChainIdSchema }),
  CONNECT_EMAIL: z.object({ email: emailSchema }),
  CONNECT_DEVICE: nothing,
  CONNECT_OTP: z.object({ otp: otpSchema }),
  CONNECT_SOCIAL: z.object({ uri: requiredText(4096, 'uri') }),
  /** Two steps: without `url` the frame opens a sign-in and answers its url; with that `url` it waits until the person signed. */
  CONNECT_FARCASTER: z.optional(z.object({ url: z.optional(requiredText(4096, 'url')) })),
  GET_USER: z.optional(
    z.object({
      chainId: z.optional(frameChainIdSchema),
      preferredAccountType: z.optional(accountTypeSchema),
    }),
  ),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialProviderSchema }),
  SIGN_OUT: nothing,
  IS_CONNECTED: nothing,
  GET_CHAIN_ID: nothing,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: nothing,
  INIT_SMART_ACCOUNT: nothing,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema }),
  /** RPC request: method, params, chainId, chainNamespace, rpcUrl (spec 7). */
  RPC_REQUEST: z.object({
    method: requiredText(128, 'method'),
    params: z.optional(z.unknown()),
    chainId: z.optional(frameChainIdSchema),
    chainNamespace: z.optional(chainNamespaceSchema),
    rpcUrl: z.optional(text(2048, 'rpcUrl')),
  }),
  RPC_ABORT: nothing,
  UPDATE_EMAIL: z.object({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp: otpSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp: otpSchema }),
  /** Theme sync: themeMode, themeVariables, w3mThemeVariables (spec 3). */
  SYNC_THEME: z.object({
    themeMode: z.optional(z.enum(['light', 'dark'])),
    themeVariables: z.optional(z.record(text(64, 'variable'), z.union([text(256, 'value'), z.number()]))),
    w3mThemeVariables: z.optional(z.record(text(64, 'variable'), text(256, 'value'))),
  }),
  /** Dapp data sync: metadata (name, description, url, icons), sdkVersion, sdkType, projectId (spec 3). */
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(
      z.object({
        name: text(256, 'name'),
        description: text(1024, 'description'),
        url: text(2048, 'url'),
        icons: z.array(text(2048, 'icon')).check(z.maxLength(16)),
      }),
    ),
    sdkVersion: text(64, 'sdkVersion'),
    sdkType: text(64, 'sdkType'),
    projectId: requiredText(128, 'projectId'),
  }),
  RELOAD: nothing,
} as const
export type AppEventName = keyof typeof appEventPayloads
export const APP_EVENT_NAMES = Object.keys(appEventPayloads) as AppEventName[]

/** What the frame's `<NAME>_SUCCESS` carries for each app event. */
export const frameSuccessPayloads = {
  SWITCH_NETWORK: z.object({ chainId: frameChainIdSchema }),
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP']) }),
  CONNECT_DEVICE: z.object({ action: z.literal('VERIFY_OTP') }),
  CONNECT_OTP: z.object({ action: z.literal('CONNECT') }),
  CONNECT_SOCIAL: embeddedUserSchema,
  CONNECT_FARCASTER: z.object({
    url: requiredText(4096, 'url'),
    userName: z.optional(text(256, 'userName')),
  }),
  GET_USER: embeddedUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: requiredText(4096, 'uri') }),
  SIGN_OUT: nothing,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId: frameChainIdSchema }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({
    smartAccountEnabledNetworks: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(256)),
  }),
  INIT_SMART_ACCOUNT: z.object({ address: requiredText(128, 'address'), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema, address: requiredText(128, 'address') }),
  RPC_REQUEST: z.object({ result: z.unknown() }),
  RPC_ABORT: nothing,
  UPDATE_EMAIL: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: emailSchema }),
  SYNC_THEME: nothing,
  SYNC_DAPP_DATA: nothing,
  RELOAD: nothing,
} as const satisfies Record<AppEventName, z.ZodMiniType>

/** Every error event: the frame's message (the host shows it, or 'An error occurred' when empty) and an optional provider code. */
export const frameErrorPayloadSchema = z.object({
  message: text(2000, 'message'),
  code: z.optional(z.number().check(z.int())),
})

/** Frame-only events: READY carries the frame's version; SESSION_UPDATE names the session (a public id, not a credential). */
export const frameOwnEventPayloads = {
  READY: z.object({ version: requiredText(32, 'version') }),
  SESSION_UPDATE: z.object({ token: z.nullable(frameMessageIdSchema) }),
} as const

type Payload<S> = S extends z.ZodMiniType ? z.output<S> : never

export type AppEvent = {
  [N in AppEventName]: {
    type: `@appkit-app/${N}`
    id: string
    payload?: Payload<(typeof appEventPayloads)[N]>
  }
}[AppEventName]
export type AppEventOf<N extends AppEventName> = Extract<AppEvent, { type: `@appkit-app/${N}` }>

export type FrameEvent =
  | {
      [N in AppEventName]: {
        type: `@appkit-frame/${N}_SUCCESS`
        id: string
        payload?: Payload<(typeof frameSuccessPayloads)[N]>
      }
    }[AppEventName]
  | {
      [N in AppEventName]: {
        type: `@appkit-frame/${N}_ERROR`
        id: string
        payload: z.output<typeof frameErrorPayloadSchema>
      }
    }[AppEventName]
  | {
      [N in keyof typeof frameOwnEventPayloads]: {
        type: `@appkit-frame/${N}`
        id: string
        payload: z.output<(typeof frameOwnEventPayloads)[N]>
      }
    }[keyof typeof frameOwnEventPayloads]

const eventSchema = (type: string, payload: z.ZodMiniType) =>
  z.object({ type: z.literal(type), id: frameMessageIdSchema, payload })

const appEventSchemas = APP_EVENT_NAMES.map((name) =>
  eventSchema(`${APP_EVENT_PREFIX}${name}`, appEventPayloads[name]),
)
const frameEventSchemas = [
  ...APP_EVENT_NAMES.flatMap((name) => [
    eventSchema(`${FRAME_EVENT_PREFIX}${name}_SUCCESS`, frameSuccessPayloads[name]),
    eventSchema(`${FRAME_EVENT_PREFIX}${name}_ERROR`, frameErrorPayloadSchema),
  ]),
  ...Object.entries(frameOwnEventPayloads).map(([name, payload]) =>
    eventSchema(`${FRAME_EVENT_PREFIX}${name}`, payload),
  ),
]

type Union = Parameters<typeof z.discriminatedUnion>[1]
/** Any app event (host page to frame). */
export const appEventSchema = z.discriminatedUnion('type', appEventSchemas as unknown as Union, {
  error: 'not an app event of the frame protocol',
}) as unknown as z.ZodMiniType<AppEvent>
/** Any frame event (frame to host page). */
export const frameEventSchema = z.discriminatedUnion('type', frameEventSchemas as unknown as Union, {
  error: 'not a frame event of the frame protocol',
}) as unknown as z.ZodMiniType<FrameEvent>

/** The frame's address carries projectId, chainId, version, enableLogger and rpcUrl (spec 2). */
export const frameQuerySchema = z.object({
  projectId: requiredText(128, 'projectId'),
  chainId: z.optional(requiredText(128, 'chainId')),
  version: z._default(requiredText(32, 'version'), String(FRAME_DEFAULT_VERSION)),
  enableLogger: z._default(
    z.pipe(
      z.enum(['true', 'false'], { error: 'enableLogger must be true or false' }),
      z.transform((value: 'true' | 'false') => value === 'true'),
    ),
    false,
  ),
  rpcUrl: z.optional(requiredText(2048, 'rpcUrl')),
})
export type FrameQuery = z.output<typeof frameQuerySchema>

/** The name of a message type without its prefix, or undefined when it is not of the protocol. */
export function appEventName(type: string): AppEventName | undefined {
  if (!type.startsWith(APP_EVENT_PREFIX)) return undefined
  const name = type.slice(APP_EVENT_PREFIX.length)
  return Object.hasOwn(appEventPayloads, name) ? (name as AppEventName) : undefined
}
