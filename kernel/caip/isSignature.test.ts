import { expect, it } from 'vitest'
import { isSignature } from './isSignature.js'

const rs = 'ab'.repeat(64)

it('signature must be 65 bytes with recovery value 0, 1, 27 or 28', () => {
  for (const v of ['00', '01', '1b', '1c']) expect(isSignature(`0x${rs}${v}`), v).toBe(true)
  expect(isSignature(`0x${rs}02`)).toBe(false)
  expect(isSignature(`0x${rs}1d`)).toBe(false)
  expect(isSignature(`0x${rs}`)).toBe(false)
  expect(isSignature(`0x${rs}1b00`)).toBe(false)
  expect(isSignature(`0x${'zz'.repeat(64)}1b`)).toBe(false)
  expect(isSignature(undefined)).toBe(false)
})
