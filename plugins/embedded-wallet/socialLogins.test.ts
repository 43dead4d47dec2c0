import { expect, it, vi } from 'vitest'
import type { PluginContext } from 'walletdock/plugin'
import type { EmbeddedFrame } from './embeddedFrame.js'
import { createEmbeddedState } from './embeddedState.js'
import type { FrameClient, FrameHost } from './frameClient.js'
import type { EmbeddedWalletOptions } from './index.js'
import { createSocialLogins } from './socialLogins.js'
import { SocialLoginError } from './socialPopup.js'

const SECURE = 'http://localhost:4003'

/** The plugin's side only: the secure frame's answer to GET_SOCIAL_REDIRECT_URI is given per test. */
function setup(redirect: () => Promise<{ uri: string }>) {
  const tracked: { type: string; event: string; properties?: Record<string, unknown> }[] = []
  const connect = vi.fn(async () => undefined)
  const ctx = {
    analytics: { track: (event: (typeof tracked)[number]) => tracked.push(event) },
    storage: { set: vi.fn(), get: vi.fn(), remove: vi.fn() },
    connection: { connect },
    modal: { close: vi.fn(async () => undefined) },
  } as unknown as PluginContext<EmbeddedWalletOptions>
  const asked: string[] = []
  const client = {
    async request(name: string) {
      asked.push(name)
      if (name === 'GET_SOCIAL_REDIRECT_URI') return redirect()
      throw new Error(`not expected: ${name}`)
    },
  } as unknown as FrameClient
  const frame = { frame: async () => client } as unknown as EmbeddedFrame
  const host: FrameHost = {
    mount: () => {
      throw new Error('no frame is mounted here')
    },
    listen: () => () => undefined,
  }
  const logins = createSocialLogins({ ctx, state: createEmbeddedState(), frame, secureSite: SECURE, host })
  const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } }
  return { logins, popup, tracked, connect, asked }
}

it.each([
  ['the secure site cannot give the address', () => Promise.reject(new Error('no route'))],
  ['the address is not http(s)', async () => ({ uri: 'javascript:alert(1)' })],
])(
  "'Failed to initiate social connection' when %s: the popup closes and SOCIAL_LOGIN_ERROR is tracked (spec 8)",
  async (_, redirect) => {
    const { logins, popup, tracked, connect, asked } = setup(redirect)
    const failure = await logins.startSocialLogin('github', popup).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SocialLoginError)
    expect((failure as SocialLoginError).shortMessage).toBe('Failed to initiate social connection')
    expect(asked).toEqual(['GET_SOCIAL_REDIRECT_URI'])
    expect(popup.location.href).toBe('about:blank')
    expect(popup.close).toHaveBeenCalledOnce()
    expect(connect).not.toHaveBeenCalled()
    expect(tracked.map((event) => [event.type, event.event])).toEqual([
      ['track', 'SOCIAL_LOGIN_STARTED'],
      ['error', 'SOCIAL_LOGIN_ERROR'],
    ])
    expect(tracked[1]?.properties).toMatchObject({ provider: 'github' })
  },
)
