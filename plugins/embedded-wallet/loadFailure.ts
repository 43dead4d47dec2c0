/**
 * The setup chunk's loader for the kernel (`configSchema` and `setup`), and a promise that rejects once that load
 * failed, with the load's error (and never settles otherwise), for the methods waiting on the connector. One per
 * plugin value: the kernel asks for the options schema before it has an instance, and a chunk that did not load
 * fails every instance alike. The kernel never runs a plugin's setup after its options schema failed, so the
 * failure must be told from either. `fail` is for a setup that loaded but could make no connector (no secure site:
 * NoAuthConnectorError), which fails the waiting methods the same way. The sign-in forms turn a failed load into
 * EmbeddedLoadError (loadError.ts): its class is kept out of the page's first bundle, which has no BaseError.
 */
export function createLoadFailure<loaded>(load: () => Promise<loaded>) {
  let reject: (error: unknown) => void = () => undefined
  const failed = new Promise<never>((_, fail) => {
    reject = fail
  })
  // Nobody may be waiting yet: the rejection is read by the next method that asks.
  failed.catch(() => undefined)
  return {
    failed,
    fail: (error: Error) => reject(error),
    load: () => {
      const loading = load()
      loading.catch(reject)
      return loading
    },
  }
}
