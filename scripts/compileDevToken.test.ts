import { expect, it } from 'vitest'
import { devTokenAbi, devTokenBytecode } from '../services/chain/contracts/devToken.artifact.js'
import { compileDevToken } from './compileDevToken.js'

it('the committed DevToken artifact is what DevToken.sol compiles to (run scripts/compileDevToken.ts when not)', () => {
  const compiled = compileDevToken()
  expect(devTokenBytecode).toBe(compiled.bytecode)
  expect(devTokenAbi).toEqual(compiled.abi)
}, 60_000)
