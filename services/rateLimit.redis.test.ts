import { Redis } from 'ioredis'
import { afterAll, expect, it } from 'vitest'
import { createRateLimit } from './rateLimit.js'

// Run by .ci/redis-tests, which starts Debian's redis-server and sets APPKIT_TEST_REDIS_URL.
const REDIS_URL = process.env.APPKIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const clients: Redis[] = []
afterAll(() => {
  for (const client of clients) client.disconnect()
})

it('limits in Redis are one budget for every instance that shares the server', async () => {
  const instance = () => {
    const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 3 })
    clients.push(client)
    return createRateLimit('test:shared', { points: 3, seconds: 60 }, { kind: 'redis', client })
  }
  const [first, second] = [instance(), instance()]
  const key = crypto.randomUUID()
  expect(await first.take(key)).toBeUndefined()
  expect(await second.take(key)).toBeUndefined()
  expect(await first.take(key)).toBeUndefined()
  const refused = await second.take(key)
  expect(refused).toBeGreaterThan(55_000)
  expect(refused).toBeLessThanOrEqual(60_000)
  expect((await first.spent(key))?.points).toBe(3)
})
