import { expect, it, vi } from 'vitest'
import { AuthApiError, type AuthClient } from './authClient.js'
import { createFrameChain } from './frameChain.js'
import { createFrameSessionStore } from './frameSession.js'
import type { FrameSmartAccounts } from './frameSmartAccounts.js'
import { createFrameUser } from './frameUser.js'

/** The frame's storage in memory (the secure origin's localStorage in the browser). */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

const SESSION = { token: 't', sessionId: 's', userId: 'u', email: 'ada@example.com' }
const ADDRESS = '0x1111111111111111111111111111111111111111'

function setup(user: AuthClient['user']) {
  const sessions = createFrameSessionStore(memoryStorage())
  const onSession = vi.fn()
  const frameUser = createFrameUser({
    client: { user } as AuthClient,
    sessions,
    smartAccounts: {} as FrameSmartAccounts,
    chain: createFrameChain(sessions, 1),
    onSession,
  })
  return { frameUser, sessions, onSession }
}

it("with no email or social session every user request is refused with 'Not connected to email or social' (spec 8)", async () => {
  const user = vi.fn<AuthClient['user']>()
  const { frameUser } = setup(user)
  expect(() => frameUser.signedIn()).toThrow('Not connected to email or social')
  await expect(frameUser.current()).rejects.toThrow('Not connected to email or social')
  await expect(frameUser.payload()).rejects.toThrow('Not connected to email or social')
  await expect(frameUser.payload()).rejects.toMatchObject({ name: 'FrameAnswerError' })
  expect(user).not.toHaveBeenCalled()
})

it("a session the services no longer accept (401) is forgotten, and the next request is 'Not connected to email or social'", async () => {
  const user = vi.fn<AuthClient['user']>(async () => {
    throw new AuthApiError(401, 'UNAUTHORIZED', 'session expired')
  })
  const { frameUser, sessions, onSession } = setup(user)
  sessions.setSession(SESSION)
  await expect(frameUser.current()).rejects.toThrow('session expired')
  expect(onSession).toHaveBeenCalledWith(null)
  await expect(frameUser.current()).rejects.toThrow('Not connected to email or social')
  expect(user).toHaveBeenCalledOnce()
})

it('a signed-in user is answered with their account', async () => {
  const user = vi.fn(async () => ({
    user: { email: SESSION.email, eip155Address: ADDRESS, solanaAddress: null, userName: null },
  }))
  const { frameUser, sessions } = setup(user as unknown as AuthClient['user'])
  sessions.setSession(SESSION)
  expect(frameUser.signedIn()).toEqual(SESSION)
  await expect(frameUser.payload()).resolves.toMatchObject({ address: ADDRESS, chainId: 1 })
  expect(user).toHaveBeenCalledWith('t')
})
