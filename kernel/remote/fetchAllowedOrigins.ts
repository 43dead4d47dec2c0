import { HttpRequestError, RateLimitedError, ServerError } from '../errors/http.js'
import type { ApiClient } from '../http/createApiClient.js'
import { ALLOWED_ORIGINS_PATH } from './constants.js'
import { allowedOriginsResponseSchema } from './wire.js'

export type FetchAllowedOriginsErrorType = RateLimitedError | ServerError

export type ProjectOrigins = { allowedOrigins: string[]; unverifiedOrigins: string[] }

/** `GET /projects/v1/origins`: HTTP 429 throws RATE_LIMITED, 500-599 SERVER_ERROR, any other failure gives empty lists. */
export async function fetchAllowedOrigins(api: ApiClient, signal?: AbortSignal): Promise<ProjectOrigins> {
  try {
    const body = await api.get({ path: ALLOWED_ORIGINS_PATH, schema: allowedOriginsResponseSchema, signal })
    return { allowedOrigins: body.allowedOrigins, unverifiedOrigins: body.unverifiedOrigins ?? [] }
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 429)
      throw new RateLimitedError({ cause: error })
    if (error instanceof HttpRequestError && error.status >= 500 && error.status <= 599) {
      throw new ServerError({ cause: error })
    }
    return { allowedOrigins: [], unverifiedOrigins: [] }
  }
}
