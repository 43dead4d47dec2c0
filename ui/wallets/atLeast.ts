/** Resolves with `promise`'s value, but not before `ms` have passed (spec 9: a search waits at least 300 ms). */
export async function atLeast<value>(promise: Promise<value>, ms: number): Promise<value> {
  const [result] = await Promise.all([promise, new Promise((resolve) => setTimeout(resolve, ms))])
  return result
}
