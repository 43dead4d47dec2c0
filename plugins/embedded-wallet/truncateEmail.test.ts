import { expect, it } from 'vitest'
import { truncateEmail } from './truncateEmail.js'

it('email display is truncated beyond 30 characters', () => {
  const thirty = `${'a'.repeat(18)}@example.com`
  expect(thirty).toHaveLength(30)
  expect(truncateEmail(thirty)).toBe(thirty)
  expect(truncateEmail(`b${thirty}`)).toBe(`b${thirty.slice(0, 29)}...`)
})
