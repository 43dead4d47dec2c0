import { HttpRequestError, NetworkRequestError } from '../../kernel/errors/http.js'
import type { ApiClient } from '../../kernel/http/createApiClient.js'
import { PROJECT_CONFIG_PATH } from '../../kernel/remote/constants.js'
import {
  projectConfigResponseSchema,
  type RemoteFeatures,
  readRemoteFeatures,
} from '../../kernel/remote/wire.js'
import type { Check } from './check.js'

export type ProjectConfigResult = { ok: true; remote: RemoteFeatures } | { ok: false; check: Check }

/** `GET /appkit/v1/config`, with each failure named as the spec names it (Invalid Project ID, RATE_LIMITED, SERVER_ERROR). */
export async function fetchProjectConfig(
  api: ApiClient,
  projectId: string,
  apiUrl: string,
): Promise<ProjectConfigResult> {
  const fail = (message: string, fix: string): ProjectConfigResult => ({
    ok: false,
    check: { id: 'project', status: 'error', title: 'project id', message, fix },
  })
  try {
    const body = await api.get({ path: PROJECT_CONFIG_PATH, schema: projectConfigResponseSchema })
    return { ok: true, remote: readRemoteFeatures(body) }
  } catch (error) {
    if (error instanceof NetworkRequestError) {
      return fail(
        `the services at ${apiUrl} cannot be reached (${String((error.cause as Error)?.cause ?? (error.cause as Error)?.message ?? error.message)})`,
        'start them with npx walletdock dev, or set endpoints.api (or --api-url) to where they run',
      )
    }
    if (error instanceof HttpRequestError) {
      if (error.status === 403 || error.status === 404)
        return fail(
          `Invalid Project ID: "${projectId}" is not known to ${apiUrl}`,
          `create it with npx walletdock admin add-project ${projectId}, or set projectId to your project's id`,
        )
      if (error.status === 429)
        return fail(
          `RATE_LIMITED: Rate Limited on app configuration (HTTP 429 from ${apiUrl})`,
          'wait a minute and run doctor again',
        )
      if (error.status >= 500)
        return fail(
          `SERVER_ERROR: Server Error, Failed to get App Configuration (HTTP status code: ${error.status})`,
          'check the services logs, then run doctor again',
        )
      return fail(
        `Failed to get App Configuration (HTTP status code: ${error.status})`,
        'check endpoints.api',
      )
    }
    return fail(
      `Failed to get App Configuration: ${(error as Error).message}`,
      'check that endpoints.api points at the appkit services',
    )
  }
}
