import { expect, it } from 'vitest'
import {
  ownerAccountAbi,
  ownerAccountFactoryAbi,
  ownerAccountFactoryBytecode,
} from '../services/chain/contracts/ownerAccount.artifact.js'
import { compileOwnerAccount } from './compileOwnerAccount.js'

it('the committed OwnerAccount artifact is what OwnerAccount.sol compiles to (run scripts/compileOwnerAccount.ts when not)', () => {
  const compiled = compileOwnerAccount()
  expect(ownerAccountFactoryBytecode).toBe(`0x${compiled.factory.evm.bytecode.object}`)
  expect(ownerAccountFactoryAbi).toEqual(compiled.factory.abi)
  expect(ownerAccountAbi).toEqual(compiled.account.abi)
}, 60_000)
