import { expect, it } from 'vitest'
import { EmailLoginCooldownError } from '../errors/rpc.js'
import { createMemoryStorage, createStorage } from './createStorage.js'
import { emailLoginSecondsLeft, startEmailLogin } from './emailLoginCooldown.js'

it("email login can be triggered once per 30 s ('Please try again after {n} seconds')", () => {
  const storage = createStorage({ storage: createMemoryStorage() })
  expect(emailLoginSecondsLeft(storage, 0)).toBe(0)
  startEmailLogin(storage, 1_000)
  expect(emailLoginSecondsLeft(storage, 1_500)).toBe(30)
  expect(() => startEmailLogin(storage, 12_000)).toThrowErrorMatchingInlineSnapshot(
    `[EmailLoginCooldownError: Please try again after 19 seconds]`,
  )
  expect(() => startEmailLogin(storage, 30_999)).toThrow(EmailLoginCooldownError)
  expect(() => startEmailLogin(storage, 31_000)).not.toThrow()
  expect(storage.get('lastEmailLoginTime')).toBe(31_000)
})
