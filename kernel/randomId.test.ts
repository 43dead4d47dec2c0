import { expect, it } from 'vitest'
import { randomId } from './randomId.js'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

it('a random v4 UUID, also on a plain-http page where crypto.randomUUID does not exist', () => {
  expect(randomId()).toMatch(UUID_V4)
  const insecure = {
    getRandomValues: <array extends ArrayBufferView>(array: array) => crypto.getRandomValues(array),
  }
  const ids = new Set(Array.from({ length: 50 }, () => randomId(insecure as never)))
  expect(ids.size).toBe(50)
  for (const id of ids) expect(id).toMatch(UUID_V4)
})
