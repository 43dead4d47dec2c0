import type { IncomingHttpHeaders } from 'node:http'
import { isCanonicalOrigin } from '../../kernel/rules/originPattern.js'
import { PROJECT_ID_PATTERN } from '../../kernel/rules/projectId.js'
import { RELAY_MAX_AUTH_CHARS } from '../constants.js'

export type RelayUpgradeRefusal = { status: 400 | 401 | 403; reason: string }
export type RelayUpgradeRequest = { auth: string; projectId: string; origin: string | undefined }

/** Reads `auth` and `projectId` of the socket URL and the Origin header, refusing what is malformed before any lookup. */
export function readRelayUpgrade(request: {
  url?: string | undefined
  headers: IncomingHttpHeaders
}): RelayUpgradeRequest | RelayUpgradeRefusal {
  let url: URL
  try {
    url = new URL(request.url ?? '/', 'ws://relay')
  } catch {
    return { status: 400, reason: 'the request path is not a URL; connect to /?auth=<jwt>&projectId=<id>' }
  }
  const auth = url.searchParams.get('auth')
  const projectId = url.searchParams.get('projectId')
  if (!auth || !projectId) return { status: 401, reason: 'auth and projectId are required' }
  if (auth.length > RELAY_MAX_AUTH_CHARS)
    return { status: 401, reason: `auth is longer than ${RELAY_MAX_AUTH_CHARS} characters` }
  if (!PROJECT_ID_PATTERN.test(projectId))
    return { status: 401, reason: 'projectId may hold only letters, digits, "_" and "-" (1-128 characters)' }
  const origin = request.headers.origin
  if (origin !== undefined && !isCanonicalOrigin(origin))
    return { status: 403, reason: 'Origin is not an origin (scheme://host[:port])' }
  return { auth, projectId, origin }
}
