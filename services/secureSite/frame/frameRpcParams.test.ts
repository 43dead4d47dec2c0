import { describe, expect, it } from 'vitest'
import { FrameRpcError } from './frameRpcError.js'
import { checkOwnAddress, personalSignMessage, typedDataOf } from './frameRpcParams.js'

const own = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const refusal = (read: () => unknown) => {
  try {
    read()
  } catch (error) {
    if (error instanceof FrameRpcError) return { message: error.message, code: error.code }
    throw error
  }
  throw new Error('not refused')
}
const typed = {
  domain: { name: 'Mail', chainId: 31337 },
  types: {
    EIP712Domain: [{ name: 'name', type: 'string' }],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'hello' },
}

describe('the params of the frame signing methods (EOA and smart account alike)', () => {
  it('personal_sign: the message of this wallet; a bad shape is Invalid params (-32602), another address 4100', () => {
    expect(personalSignMessage(['hello', own.toLowerCase()], own)).toBe('hello')
    expect(refusal(() => personalSignMessage(['hello'], own))).toEqual({
      message: 'Invalid params for personal_sign',
      code: -32602,
    })
    expect(refusal(() => personalSignMessage(['x'.repeat(65_537), own], own)).code).toBe(-32602)
    expect(refusal(() => personalSignMessage(['hello', other], own))).toEqual({
      message: 'the address is not this wallet',
      code: 4100,
    })
  })

  it('eth_signTypedData_v4: JSON text or an object, EIP712Domain left out of the types; bad JSON or shape is -32602', () => {
    const { EIP712Domain: _domain, ...types } = typed.types
    expect(typedDataOf([own, JSON.stringify(typed)], own)).toEqual({ ...typed, types })
    expect(typedDataOf([own, typed], own)).toEqual({ ...typed, types })
    for (const params of [[own, '{not json'], [own, { ...typed, primaryType: 7 }], [own], 'x'])
      expect(refusal(() => typedDataOf(params, own))).toEqual({
        message: 'Invalid params for eth_signTypedData_v4',
        code: -32602,
      })
    expect(refusal(() => typedDataOf([other, typed], own)).code).toBe(4100)
  })

  it('a transaction without from is this wallet; one from another address is refused with 4100', () => {
    expect(() => checkOwnAddress(undefined, own)).not.toThrow()
    expect(() => checkOwnAddress(own.toUpperCase().replace('0X', '0x'), own)).not.toThrow()
    expect(refusal(() => checkOwnAddress(other, own)).code).toBe(4100)
  })
})
