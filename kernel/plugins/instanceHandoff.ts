/**
 * What a plugin's setup() hands to its attach(), per instance (keyed by ctx.instance): attach() asks
 * with `get` (a promise, settled once setup calls `resolve`), so one plugin object can serve two
 * instances without mixing them up.
 */
export type InstanceHandoff<value> = {
  get(instance: object): Promise<value>
  resolve(instance: object, value: value): void
  /** Forgets the instance (its cleanup): a later get waits for a new setup. */
  delete(instance: object): void
}

export function createInstanceHandoff<value>(): InstanceHandoff<value> {
  const entries = new WeakMap<object, [promise: Promise<value>, resolve: (value: value) => void]>()
  const entryOf = (instance: object) => {
    let entry = entries.get(instance)
    if (!entry) {
      let resolve!: (value: value) => void
      // The executor runs at once: resolve is set when the array's second element is read.
      entry = [new Promise<value>((done) => (resolve = done)), resolve]
      entries.set(instance, entry)
    }
    return entry
  }
  return {
    get: (instance) => entryOf(instance)[0],
    resolve: (instance, value) => entryOf(instance)[1](value),
    delete: (instance) => void entries.delete(instance),
  }
}
