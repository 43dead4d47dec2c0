import { expect, it } from 'vitest'
import { shortenAddress } from './shortenAddress.js'

it('addresses are shortened keeping 4 leading and 6 trailing characters', () => {
  expect(shortenAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x52...169EE7')
  expect(shortenAddress('0x1234')).toBe('0x1234')
})
