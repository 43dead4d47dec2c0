export type BaseErrorParameters = {
  /** Why it happened, for people; defaults to the cause's message. */
  details?: string | undefined
  /** Extra context lines printed under the short message. */
  metaMessages?: string[] | undefined
  /** Path under the docs site that explains this error. */
  docsPath?: string | undefined
  /** A machine-readable code (a JSON-RPC / EIP-1193 number or an SDK code string). */
  code?: number | string | undefined
  cause?: unknown
}

export type BaseErrorType = BaseError & { name: 'AppKitError' }

/**
 * The one base class of every error the kernel and plugins throw. `shortMessage` is the sentence a
 * person reads; `message` adds context lines, details and the docs path.
 */
export class BaseError extends Error {
  override name = 'AppKitError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined
  readonly docsPath: string | undefined
  readonly code: number | string | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
      ...(parameters.docsPath ? [`Docs: ${parameters.docsPath}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
    this.docsPath = parameters.docsPath
    this.code = parameters.code
  }

  /** Follows `cause` to the root, or to the first error `predicate` accepts. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (predicate?.(current)) return current
      if (current.cause === undefined) break
      current = current.cause
    }
    return predicate ? null : current
  }
}
