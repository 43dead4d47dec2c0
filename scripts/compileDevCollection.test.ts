import { expect, it } from 'vitest'
import {
  devCollectionAbi,
  devCollectionBytecode,
} from '../services/chain/contracts/devCollection.artifact.js'
import { compileDevCollection } from './compileDevCollection.js'

it('the committed DevCollection artifact is what DevCollection.sol compiles to (run scripts/compileDevCollection.ts when not)', () => {
  const compiled = compileDevCollection()
  expect(devCollectionBytecode).toBe(compiled.bytecode)
  expect(devCollectionAbi).toEqual(compiled.abi)
}, 60_000)
