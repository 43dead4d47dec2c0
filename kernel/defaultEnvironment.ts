import type { AppKitConfig } from './config/schema.js'
import { type ApiClient, createApiClient } from './http/createApiClient.js'
import { type Cache, createCache } from './http/createCache.js'
import { createHttp } from './http/createHttp.js'
import type { HttpAccess, StorageAccess } from './plugins/context.js'
import { SDK_TYPE, SDK_VERSION } from './sdk.js'
import { createPersistence } from './storage/createPersistence.js'

export type DefaultEnvironment = {
  storage: StorageAccess
  http: HttpAccess
  /** The services API client, when `endpoints.api` is configured. */
  api: ApiClient | undefined
  /** The request cache plugins read balances and identities through (ctx.cache). */
  cache: Cache
}

/**
 * The real storage (localStorage, read lazily), http, services API client and request cache of one
 * instance. Creating them does no I/O: nothing is read or sent until a flow needs it.
 */
export function defaultEnvironment(
  config: AppKitConfig,
  options: { onOriginRefused?: (() => void) | undefined } = {},
): DefaultEnvironment {
  const api = config.endpoints.api
    ? createApiClient({
        baseUrl: config.endpoints.api,
        projectId: config.projectId,
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
        onOriginRefused: options.onOriginRefused,
      })
    : undefined
  return { storage: createPersistence(), http: createHttp(), api, cache: createCache() }
}
