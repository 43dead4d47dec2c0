import { describe, expect, it } from 'vitest'
import { isEmail } from './email.js'

describe('isEmail', () => {
  it('email must be valid for connect and update', () => {
    expect(isEmail('alice@example.com')).toBe(true)
    expect(isEmail('a.b+tag@mail.example.co.uk')).toBe(true)
    for (const bad of ['alice', 'alice@', '@example.com', 'alice@example', 'al ice@example.com', '']) {
      expect(isEmail(bad), bad).toBe(false)
    }
  })
})
