import { expect, it } from 'vitest'
import { displayName } from './displayName.js'

it('an account shows its profile name, or else its address shortened 4 + 6', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  expect(displayName({ profileName: 'alice.eth', address })).toBe('alice.eth')
  expect(displayName({ profileName: null, address })).toBe('0xf3...b92266')
  expect(displayName({ profileName: '', address })).toBe('0xf3...b92266')
})
