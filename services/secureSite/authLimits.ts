import { ServiceError } from '../api/serviceError.js'
import {
  AUTH_FARCASTER_CHANNELS_PER_CLIENT_PER_MINUTE,
  AUTH_MAILS_PER_CLIENT_PER_HOUR,
  AUTH_MAILS_PER_PROJECT_PER_HOUR,
  AUTH_REQUESTS_PER_CLIENT_PER_MINUTE,
  AUTH_REQUESTS_PER_PROJECT_PER_MINUTE,
  AUTH_WRONG_CODES_PER_CLIENT_PER_DAY,
} from '../constants.js'
import { createRateLimit, type RateRefusal, retryAfterSeconds, takeAll } from '../rateLimit.js'

/** The numbers of the auth API's limits; the defaults are in services/constants.ts. */
export type AuthLimitNumbers = {
  requestsPerClientPerMinute: number
  requestsPerProjectPerMinute: number
  mailsPerClientPerHour: number
  mailsPerProjectPerHour: number
  wrongCodesPerClientPerDay: number
  farcasterChannelsPerClientPerMinute: number
}

const DEFAULT_AUTH_LIMITS: AuthLimitNumbers = {
  requestsPerClientPerMinute: AUTH_REQUESTS_PER_CLIENT_PER_MINUTE,
  requestsPerProjectPerMinute: AUTH_REQUESTS_PER_PROJECT_PER_MINUTE,
  mailsPerClientPerHour: AUTH_MAILS_PER_CLIENT_PER_HOUR,
  mailsPerProjectPerHour: AUTH_MAILS_PER_PROJECT_PER_HOUR,
  wrongCodesPerClientPerDay: AUTH_WRONG_CODES_PER_CLIENT_PER_DAY,
  farcasterChannelsPerClientPerMinute: AUTH_FARCASTER_CHANNELS_PER_CLIENT_PER_MINUTE,
}

/** The auth API's per-client and per-project limits (services/rateLimit.ts, in memory). Each method throws 429 when spent. */
export type AuthLimits = {
  /** One request to any auth route. */
  request(projectId: string, client: string): Promise<void>
  /** One mail about to be sent for this client. */
  mail(projectId: string, client: string): Promise<void>
  /** Refuses a client that typed too many wrong codes today, before its code is checked. */
  assertMayTryCode(client: string): Promise<void>
  /** Counts one wrong code of this client. */
  wrongCode(client: string): Promise<void>
  /** One farcaster sign-in this client starts (a channel the site opens at the relay on its own budget). */
  farcasterChannel(client: string): Promise<void>
}

const HOUR_S = 3_600
const DAY_S = 86_400

function refused(code: string, refusal: RateRefusal | undefined): void {
  if (!refusal) return
  const seconds = refusal.retryAfterSeconds
  throw new ServiceError(429, code, `${refusal.message}; try again in ${seconds} s`, {
    headers: { 'Retry-After': String(seconds) },
  })
}

export function createAuthLimits(numbers: Partial<AuthLimitNumbers> = {}): AuthLimits {
  const limits = { ...DEFAULT_AUTH_LIMITS, ...numbers }
  const limit = (name: string, points: number, seconds: number) =>
    createRateLimit(`auth:${name}`, { points, seconds })
  const requestsPerClient = limit('requestsPerClient', limits.requestsPerClientPerMinute, 60)
  const requestsPerProject = limit('requestsPerProject', limits.requestsPerProjectPerMinute, 60)
  const mailsPerClient = limit('mailsPerClient', limits.mailsPerClientPerHour, HOUR_S)
  const mailsPerProject = limit('mailsPerProject', limits.mailsPerProjectPerHour, HOUR_S)
  const wrongCodes = limit('wrongCodes', limits.wrongCodesPerClientPerDay, DAY_S)
  const farcasterChannels = limit('farcasterChannels', limits.farcasterChannelsPerClientPerMinute, 60)
  return {
    async request(projectId, client) {
      // The client first: a flooding client spends its own budget, never the project's.
      const refusal = await takeAll([
        {
          limit: requestsPerClient,
          key: `${projectId}\n${client}`,
          refusal: `this client made more than ${limits.requestsPerClientPerMinute} auth requests this minute`,
        },
        {
          limit: requestsPerProject,
          key: projectId,
          refusal: `project "${projectId}" made more than ${limits.requestsPerProjectPerMinute} auth requests this minute`,
        },
      ])
      refused('RATE_LIMITED', refusal)
    },
    async mail(projectId, client) {
      const refusal = await takeAll([
        {
          limit: mailsPerClient,
          key: `${projectId}\n${client}`,
          refusal: `this client asked for more than ${limits.mailsPerClientPerHour} mails this hour`,
        },
        {
          limit: mailsPerProject,
          key: projectId,
          refusal: `project "${projectId}" sent more than ${limits.mailsPerProjectPerHour} mails this hour`,
        },
      ])
      refused('TOO_MANY_MAILS', refusal)
    },
    async assertMayTryCode(client) {
      const used = await wrongCodes.spent(client)
      if (used && used.points >= limits.wrongCodesPerClientPerDay)
        refused('TOO_MANY_ATTEMPTS', {
          message: 'too many wrong codes from this client today',
          retryAfterSeconds: retryAfterSeconds(used.msBeforeNext),
        })
    },
    async farcasterChannel(client) {
      const refusal = await takeAll([
        {
          limit: farcasterChannels,
          key: client,
          refusal: `this client started more than ${limits.farcasterChannelsPerClientPerMinute} farcaster sign-ins this minute`,
        },
      ])
      refused('RATE_LIMITED', refusal)
    },
    async wrongCode(client) {
      // Past the day's limit it stays refused (assertMayTryCode): a further wrong code has nothing left to count.
      await wrongCodes.take(client)
    },
  }
}
