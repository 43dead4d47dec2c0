import { BaseError } from 'walletdock/errors'

/** The embedded wallet's code (its setup chunk) did not load: spec 8's 'Unable to load email login dependency'. */
export class EmbeddedLoadError extends BaseError {
  override name = 'EmbeddedLoadError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Unable to load email login dependency', { cause })
  }
}

/**
 * The setup chunk's loader for the kernel (`configSchema` and `setup`), and a promise that rejects with
 * EmbeddedLoadError once that load failed (and never settles otherwise), for the methods waiting on the connector.
 * One per plugin value: the kernel asks for the options schema before it has an instance, and a chunk that did not
 * load fails every instance alike. The kernel never runs a plugin's setup after its options schema failed, so the
 * failure must be told from either. `fail` is for a setup that loaded but could make no connector (no secure site:
 * NoAuthConnectorError), which fails the waiting methods the same way.
 */
export function createLoadFailure<loaded>(load: () => Promise<loaded>) {
  let reject: (error: Error) => void = () => undefined
  const failed = new Promise<never>((_, fail) => {
    reject = fail
  })
  // Nobody may be waiting yet: the rejection is read by the next method that asks.
  failed.catch(() => undefined)
  return {
    failed,
    fail: (error: Error) => reject(error),
    load: () =>
      load().catch((cause: unknown) => {
        const error = new EmbeddedLoadError({ cause })
        reject(error)
        throw error
      }),
  }
}
