import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { ServiceError } from '../api/serviceError.js'
import {
  AUTH_MAILS_PER_CLIENT_PER_HOUR,
  AUTH_MAILS_PER_PROJECT_PER_HOUR,
  AUTH_REQUESTS_PER_CLIENT_PER_MINUTE,
  AUTH_REQUESTS_PER_PROJECT_PER_MINUTE,
  AUTH_WRONG_CODES_PER_CLIENT_PER_DAY,
} from '../constants.js'

/** The numbers of the auth API's limits; the defaults are in services/constants.ts. */
export type AuthLimitNumbers = {
  requestsPerClientPerMinute: number
  requestsPerProjectPerMinute: number
  mailsPerClientPerHour: number
  mailsPerProjectPerHour: number
  wrongCodesPerClientPerDay: number
}

const DEFAULT_AUTH_LIMITS: AuthLimitNumbers = {
  requestsPerClientPerMinute: AUTH_REQUESTS_PER_CLIENT_PER_MINUTE,
  requestsPerProjectPerMinute: AUTH_REQUESTS_PER_PROJECT_PER_MINUTE,
  mailsPerClientPerHour: AUTH_MAILS_PER_CLIENT_PER_HOUR,
  mailsPerProjectPerHour: AUTH_MAILS_PER_PROJECT_PER_HOUR,
  wrongCodesPerClientPerDay: AUTH_WRONG_CODES_PER_CLIENT_PER_DAY,
}

/** The auth API's per-client and per-project limits (rate-limiter-flexible, in memory). Each method throws 429 when spent. */
export type AuthLimits = {
  /** One request to any auth route. */
  request(projectId: string, client: string): Promise<void>
  /** One mail about to be sent for this client. */
  mail(projectId: string, client: string): Promise<void>
  /** Refuses a client that typed too many wrong codes today, before its code is checked. */
  assertMayTryCode(client: string): Promise<void>
  /** Counts one wrong code of this client. */
  wrongCode(client: string): Promise<void>
}

const HOUR_S = 3_600
const DAY_S = 86_400

function refusal(code: string, message: string, msBeforeNext: number): ServiceError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  return new ServiceError(429, code, `${message}; try again in ${seconds} s`, {
    headers: { 'Retry-After': String(seconds) },
  })
}

/** Spends a point of `limiter` for `key`, or throws the refusal the caller names. */
async function spend(
  limiter: RateLimiterMemory,
  key: string,
  refuse: (msBeforeNext: number) => ServiceError,
) {
  try {
    await limiter.consume(key)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw refuse(rejection.msBeforeNext)
    throw rejection
  }
}

export function createAuthLimits(numbers: Partial<AuthLimitNumbers> = {}): AuthLimits {
  const limits = { ...DEFAULT_AUTH_LIMITS, ...numbers }
  const requestsPerClient = new RateLimiterMemory({ points: limits.requestsPerClientPerMinute, duration: 60 })
  const requestsPerProject = new RateLimiterMemory({
    points: limits.requestsPerProjectPerMinute,
    duration: 60,
  })
  const mailsPerClient = new RateLimiterMemory({ points: limits.mailsPerClientPerHour, duration: HOUR_S })
  const mailsPerProject = new RateLimiterMemory({ points: limits.mailsPerProjectPerHour, duration: HOUR_S })
  const wrongCodes = new RateLimiterMemory({ points: limits.wrongCodesPerClientPerDay, duration: DAY_S })
  return {
    async request(projectId, client) {
      // The client first: a flooding client spends its own budget before the project's.
      await spend(requestsPerClient, `${projectId}\n${client}`, (ms) =>
        refusal(
          'RATE_LIMITED',
          `this client made more than ${limits.requestsPerClientPerMinute} auth requests this minute`,
          ms,
        ),
      )
      await spend(requestsPerProject, projectId, (ms) =>
        refusal(
          'RATE_LIMITED',
          `project "${projectId}" made more than ${limits.requestsPerProjectPerMinute} auth requests this minute`,
          ms,
        ),
      )
    },
    async mail(projectId, client) {
      await spend(mailsPerClient, `${projectId}\n${client}`, (ms) =>
        refusal(
          'TOO_MANY_MAILS',
          `this client asked for more than ${limits.mailsPerClientPerHour} mails this hour`,
          ms,
        ),
      )
      await spend(mailsPerProject, projectId, (ms) =>
        refusal(
          'TOO_MANY_MAILS',
          `project "${projectId}" sent more than ${limits.mailsPerProjectPerHour} mails this hour`,
          ms,
        ),
      )
    },
    async assertMayTryCode(client) {
      const used = await wrongCodes.get(client)
      if (used && used.consumedPoints >= limits.wrongCodesPerClientPerDay)
        throw refusal('TOO_MANY_ATTEMPTS', 'too many wrong codes from this client today', used.msBeforeNext)
    },
    async wrongCode(client) {
      await wrongCodes.consume(client).catch((rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
      })
    },
  }
}
