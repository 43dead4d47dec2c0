import type * as z from 'zod/mini'
import {
  HttpRequestError,
  InvalidResponseError,
  NetworkRequestError,
  ORIGIN_NOT_ALLOWED,
} from '../errors/http.js'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>
export type QueryParams = Record<string, string | number | boolean | readonly (string | number)[] | undefined>

export type CreateApiClientParameters = {
  baseUrl: string
  projectId: string
  /** `st`: the sdk type, e.g. 'appkit'. */
  sdkType: string
  /** `sv`: the sdk version, e.g. 'react-appkit-0.1.0'. */
  sdkVersion: string
  fetch?: FetchLike | undefined
  /**
   * Called each time the API refuses the page's origin (403 ORIGIN_NOT_ALLOWED), before the call
   * rejects: the instance shows 'Origin Not Allowed' with the origin to add.
   */
  onOriginRefused?: (() => void) | undefined
}

export type ApiRequest<schema extends z.core.$ZodType> = {
  path: string
  params?: QueryParams | undefined
  /**
   * Validates the JSON response; the result is typed by it. A loader of the schema defers the schema's
   * module (and zod) until a request is made: the client calls it as the request leaves, so they load
   * while it is on its way (the modal's open path does so).
   */
  schema: schema | (() => Promise<schema>)
  signal?: AbortSignal | undefined
  headers?: Record<string, string> | undefined
}

export type ApiClient = {
  /** The full URL of a call, with `st`, `sv` and `projectId` added. */
  url(path: string, params?: QueryParams): string
  get<schema extends z.core.$ZodType>(request: ApiRequest<schema>): Promise<z.output<schema>>
  post<schema extends z.core.$ZodType>(
    request: ApiRequest<schema> & { body: unknown },
  ): Promise<z.output<schema>>
  blob(request: Omit<ApiRequest<z.core.$ZodType>, 'schema'>): Promise<Blob>
  /** POSTs a JSON body and ignores the answer's body (analytics); still throws on a non-2xx status. */
  send(request: Omit<ApiRequest<z.core.$ZodType>, 'schema'> & { body: unknown }): Promise<void>
}
export type CreateApiClientReturnType = ApiClient
export type ApiClientErrorType = HttpRequestError | InvalidResponseError | NetworkRequestError

/** A client for the services API: every call carries `st`, `sv` and `projectId`, every answer is checked. */
export function createApiClient(parameters: CreateApiClientParameters): CreateApiClientReturnType {
  const base = parameters.baseUrl.replace(/\/+$/, '')

  function url(path: string, params: QueryParams = {}): string {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined) continue
      search.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    search.set('st', parameters.sdkType)
    search.set('sv', parameters.sdkVersion)
    search.set('projectId', parameters.projectId)
    return `${base}/${path.replace(/^\/+/, '')}?${search}`
  }

  async function send(target: string, init: RequestInit): Promise<Response> {
    const fetchFn = parameters.fetch ?? globalThis.fetch
    let response: Response
    try {
      response = await fetchFn(target, init)
    } catch (cause) {
      if (init.signal?.aborted) throw cause
      throw new NetworkRequestError({ url: target, cause })
    }
    if (!response.ok) {
      const error = new HttpRequestError({
        status: response.status,
        url: target,
        apiCode: await apiCodeOf(response),
      })
      if (error.apiCode === ORIGIN_NOT_ALLOWED) parameters.onOriginRefused?.()
      throw error
    }
    return response
  }

  async function json<schema extends z.core.$ZodType>(
    target: string,
    response: Response,
    checker: Checker<schema>,
  ): Promise<z.output<schema>> {
    let body: unknown
    try {
      body = await response.json()
    } catch (cause) {
      throw new InvalidResponseError({ url: target, details: 'the body is not JSON', cause })
    }
    const [{ validateBody }, checked] = await checker
    return validateBody(target, body, checked)
  }

  return {
    url,
    async get({ path, params, schema, signal, headers }) {
      const target = url(path, params)
      const checker = checkerOf(schema)
      return json(target, await send(target, { method: 'GET', signal, headers }), checker)
    },
    async post({ path, params, schema, signal, headers, body }) {
      const target = url(path, params)
      const init: RequestInit = {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }
      const checker = checkerOf(schema)
      return json(target, await send(target, init), checker)
    },
    async send({ path, params, signal, headers, body }) {
      const target = url(path, params)
      const init: RequestInit = {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }
      await send(target, init)
    },
    async blob({ path, params, signal, headers }) {
      const target = url(path, params)
      return (await send(target, { method: 'GET', signal, headers })).blob()
    },
  }
}

type Checker<schema extends z.core.$ZodType> = Promise<[typeof import('./validateBody.js'), schema]>

/**
 * The validator's module and the schema (a loader's too), loading while the request is on its way rather
 * than after the answer (a round trip less). A request that fails leaves it unused, not unhandled.
 */
function checkerOf<schema extends z.core.$ZodType>(
  schema: schema | (() => Promise<schema>),
): Checker<schema> {
  const checker = Promise.all([import('./validateBody.js'), typeof schema === 'function' ? schema() : schema])
  checker.catch(() => undefined)
  return checker
}

/** The services API's error code in a refused response's body, if the body is one of its errors. */
async function apiCodeOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json()
    return (await import('./validateBody.js')).apiErrorCode(body)
  } catch {
    return undefined
  }
}
