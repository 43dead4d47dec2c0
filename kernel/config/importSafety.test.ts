import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
})

it('importing the kernel library in Node touches no window, document or localStorage', async () => {
  const touched: string[] = []
  // navigator is left out: zod itself reads navigator.userAgent (guarded) when it builds schemas.
  for (const name of ['window', 'document', 'localStorage', 'location']) {
    const trap = new Proxy(
      {},
      {
        get: () => {
          touched.push(name)
          return undefined
        },
      },
    )
    vi.stubGlobal(name, trap)
  }
  vi.resetModules()
  const entries = [
    await import('../index.js'),
    await import('../plugin.js'),
    await import('../errors/index.js'),
  ]
  expect(entries.map((entry) => Object.keys(entry).length > 0)).toEqual([true, true, true])
  expect(touched).toEqual([])
})
