import { describe, expect, it } from 'vitest'
import { createLoadFailure, EmbeddedLoadError } from './loadFailure.js'

describe('createLoadFailure', () => {
  it("rejects an instance's waiters with the catalogue's text once its code failed to load, and only that instance's", async () => {
    const failures = createLoadFailure()
    const [a, b] = [{}, {}]
    const waiting = failures.get(a)
    failures.fail(
      a,
      new EmbeddedLoadError({ cause: new TypeError('Failed to fetch dynamically imported module') }),
    )
    await expect(waiting).rejects.toThrow('Unable to load email login dependency')
    await expect(failures.get(a)).rejects.toBeInstanceOf(EmbeddedLoadError)
    const other = await Promise.race([
      failures.get(b).then(
        () => 'settled',
        () => 'settled',
      ),
      Promise.resolve('pending'),
    ])
    expect(other).toBe('pending')
  })
})
