import {
  type CreateChannelAPIResponse,
  createAppClient,
  createClient,
  post,
  unwrap,
  viemConnector,
} from '@farcaster/auth-client'
import * as z from 'zod/mini'
import { ServiceError } from '../api/serviceError.js'
import { END_CLIENT_HEADER, SERVICE_KEY_HEADER } from '../farcaster/constants.js'

/**
 * Where the secure site checks a farcaster sign-in: the relay, and the chain whose IdRegistry knows each fid's custody
 * address. With `serviceKey`, the relay knows the site: its channels count on the site's own budget, per end client.
 */
export type FarcasterSettings = {
  relayUrl: string
  idRegistryRpcUrl: string
  serviceKey?: string | undefined
}

const channelSchema = z.object({
  channelToken: z.uuid(),
  url: z.url({ protocol: /^https?$/ }),
  nonce: z.string(),
})
const statusSchema = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    message: z.string(),
    signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
    fid: z.number().check(z.int(), z.positive()),
    username: z.optional(z.string().check(z.maxLength(64))),
  }),
])

const unavailable = (what: string, cause?: unknown) =>
  new ServiceError(502, 'FARCASTER_RELAY_UNAVAILABLE', `the farcaster relay ${what}`, { cause })

/** The secure site's side of Sign In With Farcaster, through the published auth client; every relay answer is checked. */
export function createFarcasterRelayClient(settings: FarcasterSettings) {
  const connection = {
    relay: settings.relayUrl,
    ethereum: viemConnector({ rpcUrl: settings.idRegistryRpcUrl }),
  }
  const app = createAppClient(connection)
  const client = createClient(connection)
  return {
    /** Opens a channel for `endClient` (an opaque name of the person's client), as the site when it has its key. */
    async createChannel(args: { siweUri: string; domain: string }, endClient: string) {
      const headers: Record<string, string> = settings.serviceKey
        ? { [SERVICE_KEY_HEADER]: settings.serviceKey, [END_CLIENT_HEADER]: endClient }
        : {}
      const answer = unwrap(
        await post<typeof args, CreateChannelAPIResponse>(client, 'channel', args, { headers }),
      )
      if (answer.isError) throw unavailable('did not answer', answer.error)
      const parsed = channelSchema.safeParse(answer.data)
      if (!parsed.success) throw unavailable(`refused to open a channel (HTTP ${answer.response.status})`)
      return parsed.data
    },
    async status(channelToken: string) {
      const answer = await app.status({ channelToken })
      if (answer.isError) throw unavailable('did not answer', answer.error)
      if (answer.response.status === 401)
        throw new ServiceError(400, 'FLOW_EXPIRED', 'the farcaster sign-in expired; start again')
      const parsed = statusSchema.safeParse(answer.data)
      if (!parsed.success) throw unavailable(`sent an unexpected status (HTTP ${answer.response.status})`)
      return parsed.data
    },
    /** Checks the message's nonce and domain, its signature, and that the signer is the fid's custody address. Returns the error message, or undefined. */
    async verify(args: { nonce: string; domain: string; message: string; signature: `0x${string}` }) {
      const verified = await app.verifySignInMessage({ ...args, acceptAuthAddress: false })
      if (verified.isError) return { error: verified.error?.message ?? 'the sign-in message is not valid' }
      return { fid: verified.fid, custody: verified.data.address }
    },
  }
}
