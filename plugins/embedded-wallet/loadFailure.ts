import { BaseError } from 'walletdock/errors'

/** The embedded wallet's code (its setup chunk) did not load: spec 8's 'Unable to load email login dependency'. */
export class EmbeddedLoadError extends BaseError {
  override name = 'EmbeddedLoadError' as const
  constructor({ cause }: { cause?: unknown } = {}) {
    super('Unable to load email login dependency', { cause })
  }
}

/** Per instance, a promise that rejects once the setup chunk failed to load (and never settles otherwise). */
export function createLoadFailure() {
  const entries = new WeakMap<object, { promise: Promise<never>; reject(error: Error): void }>()
  const entryOf = (instance: object) => {
    let entry = entries.get(instance)
    if (!entry) {
      let reject: (error: Error) => void = () => undefined
      const promise = new Promise<never>((_, fail) => {
        reject = fail
      })
      // Nobody may be waiting yet: the rejection is read by the next method that asks.
      promise.catch(() => undefined)
      entry = { promise, reject }
      entries.set(instance, entry)
    }
    return entry
  }
  return {
    get: (instance: object) => entryOf(instance).promise,
    fail: (instance: object, error: Error) => entryOf(instance).reject(error),
  }
}
