import { type Address, parseSignature, serializeCompactSignature, signatureToCompactSignature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, it, vi } from 'vitest'
import { isEcdsaSignature, isEvmSignatureForm } from './evmSignature.js'

// Anvil's account #2 (public dev key).
const key = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const withRecovery = (signature: string, v: number) =>
  `${signature.slice(0, 130)}${v.toString(16).padStart(2, '0')}`
/** A chain whose `address` has `code` (an account key has none). */
const chain = (code: `0x${string}` | undefined) => ({ getCode: vi.fn(async () => code) })

it('spec 5: an ECDSA signature is 65 bytes with recovery value 0, 1, 27 or 28', async () => {
  const signature = await key.signMessage({ message: 'hello' })
  expect(signature.length).toBe(132)
  for (const v of [0, 1, 27, 28]) expect(isEcdsaSignature(withRecovery(signature, v))).toBe(true)
  for (const v of [2, 26, 29, 35, 255]) expect(isEcdsaSignature(withRecovery(signature, v))).toBe(false)
  expect(isEcdsaSignature(signature.slice(0, 130))).toBe(false)
  expect(isEcdsaSignature(`${signature}00`)).toBe(false)
})

it("an account key's signature of another length (EIP-2098's 64 bytes) or recovery value is refused without asking viem to verify", async () => {
  const signature = await key.signMessage({ message: 'hello' })
  const compact = serializeCompactSignature(signatureToCompactSignature(parseSignature(signature)))
  expect((compact.length - 2) / 2).toBe(64)
  const eoa = chain(undefined)
  const address = key.address as Address
  expect(await isEvmSignatureForm(eoa, address, signature)).toBe(true)
  expect(eoa.getCode).not.toHaveBeenCalled()
  expect(await isEvmSignatureForm(eoa, address, compact)).toBe(false)
  expect(await isEvmSignatureForm(eoa, address, withRecovery(signature, 29))).toBe(false)
  expect(await isEvmSignatureForm(chain('0x'), address, compact)).toBe(false)
  expect(await isEvmSignatureForm(eoa, address, '0x1')).toBe(false)
  expect(await isEvmSignatureForm(eoa, address, `0x${'zz'.repeat(65)}`)).toBe(false)
})

it('a smart account has no key: a deployed one (code at the address) is left to ERC-1271 whatever the length, one not deployed yet signs EIP-6492', async () => {
  const address = `0x${'5'.repeat(40)}` as Address
  expect(await isEvmSignatureForm(chain('0x6080'), address, `0x${'ab'.repeat(300)}`)).toBe(true)
  const wrapped = `0x${'ab'.repeat(200)}${'6492'.repeat(16)}`
  const undeployed = chain(undefined)
  expect(await isEvmSignatureForm(undeployed, address, wrapped)).toBe(true)
  expect(undeployed.getCode).not.toHaveBeenCalled()
  expect(await isEvmSignatureForm(undeployed, address, `0x${'ab'.repeat(300)}`)).toBe(false)
})

it('a chain that cannot be asked rejects (the verifiers answer 502 CHAIN_UNAVAILABLE)', async () => {
  const down = {
    getCode: async () => {
      throw new Error('fetch failed')
    },
  }
  await expect(isEvmSignatureForm(down, key.address, `0x${'ab'.repeat(64)}`)).rejects.toThrow('fetch failed')
})
