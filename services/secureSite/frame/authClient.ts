import * as z from 'zod/mini'
import {
  authShareResponseSchema,
  connectDeviceResponseSchema,
  connectEmailResponseSchema,
  connectOtpResponseSchema,
  farcasterChannelResponseSchema,
  farcasterConnectResponseSchema,
  originsResponseSchema,
  type P256PublicJwk,
  recoveryKeyResponseSchema,
  recoveryResponseSchema,
  rotateWalletResponseSchema,
  type SealedShare,
  signOutResponseSchema,
  socialStartResponseSchema,
  updateEmailPrimaryResponseSchema,
  updateEmailResponseSchema,
  updateEmailSecondaryResponseSchema,
  userResponseSchema,
} from '../../../plugins/embedded-wallet/protocol/embeddedAuth.js'

/** A refusal of the auth API: its message says what was wrong (shown to the person as it is). */
export class AuthApiError extends Error {
  override name = 'AuthApiError'
  readonly code: string
  readonly status: number
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) })

export type AuthClient = ReturnType<typeof createAuthClient>

/** The frame's client of the auth API on its own origin; every answer is checked with its schema. */
export function createAuthClient(parameters: { siteUrl: string; projectId: string; fetch?: typeof fetch }) {
  const doFetch = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  const url = (path: string) =>
    `${parameters.siteUrl}/auth/v1${path}?projectId=${encodeURIComponent(parameters.projectId)}`

  async function call<S extends z.ZodMiniType>(
    schema: S,
    path: string,
    options: { body?: unknown; token?: string; method?: 'GET' | 'POST' } = {},
  ): Promise<z.output<S>> {
    const headers: Record<string, string> = {}
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const response = await doFetch(url(path), {
      method: options.method ?? 'POST',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const refusal = errorBodySchema.safeParse(json)
      throw refusal.success
        ? new AuthApiError(response.status, refusal.data.error.code, refusal.data.error.message)
        : new AuthApiError(response.status, 'HTTP_ERROR', `HTTP status code: ${response.status}`)
    }
    const parsed = z.safeParse(schema, json)
    if (!parsed.success)
      throw new AuthApiError(response.status, 'BAD_ANSWER', `unexpected answer from ${path}`)
    return parsed.data
  }

  return {
    origins: () => call(originsResponseSchema, '/origins', { method: 'GET' }),
    recoveryKey: () => call(recoveryKeyResponseSchema, '/recovery-key', { method: 'GET' }),
    connectEmail: (body: { email: string; deviceId: string; origin: string }) =>
      call(connectEmailResponseSchema, '/connect-email', { body }),
    connectDevice: (flowId: string) =>
      call(connectDeviceResponseSchema, '/connect-device', { body: { flowId } }),
    connectOtp: (flowId: string, otp: string) =>
      call(connectOtpResponseSchema, '/connect-otp', { body: { flowId, otp } }),
    farcasterChannel: (body: { deviceId: string; origin: string }) =>
      call(farcasterChannelResponseSchema, '/farcaster/channel', { body }),
    farcasterConnect: (flowId: string) =>
      call(farcasterConnectResponseSchema, '/farcaster/connect', { body: { flowId } }),
    user: (token: string) => call(userResponseSchema, '/user', { token }),
    createWallet: (
      token: string,
      body: {
        authShare: string
        recoveryEnvelope: SealedShare
        eip155Address: string
        solanaAddress: string
        proof: { eip155Signature: string; solanaSignature: string }
      },
    ) => call(z.object({ created: z.literal(true) }), '/wallet', { token, body }),
    authShare: (token: string) => call(authShareResponseSchema, '/wallet/auth-share', { token }),
    recovery: (token: string, recipientPublicKey: P256PublicJwk) =>
      call(recoveryResponseSchema, '/wallet/recovery', { token, body: { recipientPublicKey } }),
    updateEmail: (token: string, email: string) =>
      call(updateEmailResponseSchema, '/update-email', { token, body: { email } }),
    updateEmailPrimaryOtp: (token: string, flowId: string, otp: string) =>
      call(updateEmailPrimaryResponseSchema, '/update-email/primary-otp', { token, body: { flowId, otp } }),
    updateEmailSecondaryOtp: (token: string, flowId: string, otp: string) =>
      call(updateEmailSecondaryResponseSchema, '/update-email/secondary-otp', {
        token,
        body: { flowId, otp },
      }),
    signOut: (token: string) => call(signOutResponseSchema, '/sign-out', { token }),
    /** Sign-out that replaces the auth share and the recovery envelope with a fresh split's (the wallet's keys sign them). */
    rotateAndSignOut: (
      token: string,
      body: {
        authShare: string
        recoveryEnvelope: SealedShare
        proof: { eip155Signature: string; solanaSignature: string }
      },
    ) => call(rotateWalletResponseSchema, '/wallet/rotate', { token, body }),
    socialStart: (body: { provider: string; deviceId: string; origin: string }) =>
      call(socialStartResponseSchema, '/social/start', { body }),
    socialConnect: (body: { uri: string; deviceId: string }) =>
      call(connectOtpResponseSchema, '/social/connect', { body }),
  }
}
