// What a promise resolved to, readable at once by a render that comes after it: a view that mounts once
// an answer is in shows it in its first frame, not a frame later through an effect.

const values = new WeakMap<Promise<unknown>, { value: unknown }>()

/** Remembers what `promise` resolves to (call it where the promise is made); returns the same promise. */
export function keepSettledValue<value>(promise: Promise<value>): Promise<value> {
  promise.then(
    (value) => values.set(promise, { value }),
    () => undefined,
  )
  return promise
}

/** `{ value }` once a kept promise has resolved; undefined while it is pending, when it failed, or was not kept. */
export function settledValueOf<value>(promise: Promise<value> | undefined): { value: value } | undefined {
  return promise && (values.get(promise) as { value: value } | undefined)
}
