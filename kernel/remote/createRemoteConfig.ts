import { type ReadonlySignal, signal } from '@preact/signals-core'
import type { Alerts } from '../alerts/createAlerts.js'
import type { AppKitConfig, Features } from '../config/schema.js'
import { BaseError } from '../errors/base.js'
import { HttpRequestError, RateLimitedError, ServerError } from '../errors/http.js'
import type { ApiClient } from '../http/createApiClient.js'
import type { OriginCheck } from '../plugins/context.js'
import { isLocalDevelopmentOrigin } from '../rules/loopback.js'
import { isOriginAllowed } from '../rules/originPattern.js'
import { PROJECT_CONFIG_PATH, PROJECT_CONFIG_TIMEOUT_MS, REMOTE_FEATURES } from './constants.js'
import { fetchAllowedOrigins, type ProjectOrigins } from './fetchAllowedOrigins.js'
import { mergeFeatures } from './mergeFeatures.js'
import { projectConfigResponseSchema, readRemoteFeatures } from './wire.js'

export type CreateRemoteConfigParameters = {
  api: ApiClient
  localConfig: Pick<AppKitConfig, 'basic' | 'features'>
  /** Features whose plugin is installed: the dashboard may turn on only these. */
  installedFeatures: readonly string[]
  alerts: Pick<Alerts, 'show'>
  /** The page origin; default `location.origin`, read lazily (absent in Node/SSR: no origin check). */
  origin?: (() => string | undefined) | undefined
  /** The project id 'Origin Not Allowed' names in the command that adds the origin. */
  projectId?: string | undefined
  /** How long the project config may take; default PROJECT_CONFIG_TIMEOUT_MS. */
  timeoutMs?: number | undefined
}

export type RemoteConfig = {
  /** The features in force: local until the project config arrives, then merged. */
  features: ReadonlySignal<Features>
  /** Fetches the project config once (first need) and returns the merged features. */
  load(): Promise<Features>
  /**
   * Checks the page origin against the project's allow list, once, when a plugin asks for it
   * (ctx.remote.requireAllowedOrigin). 'skipped' in basic mode and where there is no page origin.
   */
  checkOrigin(): Promise<OriginCheck>
}
export type CreateRemoteConfigReturnType = RemoteConfig

function basicFeatures(local: Features): Features {
  const features = { ...local }
  for (const name of REMOTE_FEATURES) {
    if (name === 'reownBranding') continue
    // A list feature is off as false too (spec section 9).
    ;(features as Record<string, unknown>)[name] = false
  }
  return features
}

function defaultOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin
}

/** The detail of 'Server Error': the error's short message, or how long the server stayed silent. */
function failureDetail(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return `no answer in ${timeoutMs / 1000} s`
  return error instanceof BaseError ? error.shortMessage : String(error)
}

/**
 * Project configuration from the dashboard, fetched on first need only (nothing at creation): the
 * engine loads it when the instance starts, before plugins are set up, so the features in force gate them.
 */
export function createRemoteConfig(parameters: CreateRemoteConfigParameters): CreateRemoteConfigReturnType {
  const { api, localConfig, alerts } = parameters
  const basic = localConfig.basic
  const features = signal<Features>(basic ? basicFeatures(localConfig.features) : localConfig.features)
  let loading: Promise<Features> | undefined
  let originCheck: Promise<OriginCheck> | undefined

  async function fetchFeatures(): Promise<Features> {
    if (basic) return features.value
    const timeoutMs = parameters.timeoutMs ?? PROJECT_CONFIG_TIMEOUT_MS
    const controller = new AbortController()
    const timer = setTimeout(
      () => controller.abort(new DOMException('The project config did not come', 'TimeoutError')),
      timeoutMs,
    )
    try {
      const body = await api.get({
        path: PROJECT_CONFIG_PATH,
        schema: projectConfigResponseSchema,
        signal: controller.signal,
      })
      const merged = mergeFeatures({
        local: localConfig.features,
        remote: readRemoteFeatures(body),
        installedFeatures: parameters.installedFeatures,
      })
      if (merged.ignored.length)
        alerts.show('localConfigurationIgnored', { settings: merged.ignored.join(', ') })
      features.value = merged.features
    } catch (error) {
      if (error instanceof HttpRequestError && error.status === 429) alerts.show('rateLimited')
      // spec section 8: the services do not know this project id.
      else if (error instanceof HttpRequestError && error.apiCode === 'UNKNOWN_PROJECT')
        alerts.show('invalidProjectId')
      else alerts.show('serverError', { detail: failureDetail(error, timeoutMs) })
    } finally {
      clearTimeout(timer)
    }
    return features.value
  }

  async function runOriginCheck(): Promise<OriginCheck> {
    await load()
    const origin = (parameters.origin ?? defaultOrigin)()
    if (basic || origin === undefined) return 'skipped'
    // Local development is always allowed.
    if (isLocalDevelopmentOrigin(origin)) return 'allowed'
    let origins: ProjectOrigins
    try {
      origins = await fetchAllowedOrigins(api)
    } catch (error) {
      if (error instanceof RateLimitedError) alerts.show('rateLimited')
      else if (error instanceof ServerError) alerts.show('serverError', { detail: error.shortMessage })
      return 'unknown'
    }
    const verified = origins.allowedOrigins.filter((entry) => !origins.unverifiedOrigins.includes(entry))
    if (isOriginAllowed(origin, verified)) return 'allowed'
    // spec section 8: allowed only by entries the project has not verified (the asking plugin says so).
    if (isOriginAllowed(origin, origins.unverifiedOrigins)) return 'unverified'
    alerts.show('originNotAllowed', { origin, projectId: parameters.projectId ?? '' })
    return 'notAllowed'
  }

  function load() {
    loading ??= fetchFeatures()
    return loading
  }

  return {
    features,
    load,
    checkOrigin() {
      originCheck ??= runOriginCheck()
      return originCheck
    },
  }
}
