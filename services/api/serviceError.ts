/** An answer the API refuses with: an HTTP status, a machine code and a message saying what to fix. */
export class ServiceError extends Error {
  override name = 'ServiceError'
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502
  readonly code: string
  readonly headers: Record<string, string>

  constructor(
    status: ServiceError['status'],
    code: string,
    message: string,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = status
    this.code = code
    this.headers = options.headers ?? {}
  }
}
