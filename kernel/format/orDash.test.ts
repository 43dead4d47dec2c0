import { expect, it } from 'vitest'
import { orDash } from './orDash.js'

it("missing name or description shows '-'", () => {
  expect(orDash(undefined)).toBe('-')
  expect(orDash(null)).toBe('-')
  expect(orDash('  ')).toBe('-')
  expect(orDash('Alice')).toBe('Alice')
})
