import { expect, it } from 'vitest'
import {
  devUniversalResolverAbi,
  devUniversalResolverBytecode,
} from '../services/chain/contracts/devUniversalResolver.artifact.js'
import { compileUniversalResolver } from './compileUniversalResolver.js'

it('the committed DevUniversalResolver artifact is what DevUniversalResolver.sol compiles to (run scripts/compileUniversalResolver.ts when not)', () => {
  const compiled = compileUniversalResolver()
  expect(devUniversalResolverBytecode).toBe(compiled.bytecode)
  expect(devUniversalResolverAbi).toEqual(compiled.abi)
}, 60_000)
