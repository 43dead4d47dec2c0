import { expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

it('EVM address: 40 hex characters with optional 0x prefix', () => {
  expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
  expect(isEvmAddress('52908400098527886e0f7030069857d2e4169ee7')).toBe(true)
  expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE')).toBe(false)
  expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EEZ')).toBe(false)
  expect(isEvmAddress(42)).toBe(false)
})
