import { describe, expect, it } from 'vitest'
import { isAccountName } from './isAccountName.js'

describe('isAccountName', () => {
  it('account name: letters, digits and hyphens, at least 4 characters', () => {
    expect(isAccountName('alice')).toBe(true)
    expect(isAccountName('a-b1')).toBe(true)
    expect(isAccountName('abc')).toBe(false)
    expect(isAccountName('al_ice')).toBe(false)
    expect(isAccountName('alice.eth')).toBe(false)
  })
  it('name suffixes: .reown.id and .wcn.id', () => {
    expect(isAccountName('alice.reown.id')).toBe(true)
    expect(isAccountName('alice.wcn.id')).toBe(true)
    expect(isAccountName('abc.reown.id')).toBe(false)
  })
})
