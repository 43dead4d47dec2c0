import { signal } from '@preact/signals-core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CaipAddress, PluginContext } from 'walletdock/plugin'
import { eip155Format } from './eip155/eip155Format.js'
import { NoActiveCaipAddressError, SiwxInitError, SiwxNotEnabledError } from './errors.js'
import { setupSiwx } from './setupSiwx.js'
import { siwx } from './siwx.js'
import { createSiwxState } from './state.js'
import type { SiwxFormat, SiwxOptions } from './types.js'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const on = (chain: number) => `eip155:${chain}:${account.address}` as CaipAddress

/** A plugin context with the parts the flow uses: the active account, storage, the modal, the wallet. */
function fakeContext(
  options: SiwxOptions,
  active: CaipAddress | undefined,
  formats: SiwxFormat[] = [eip155Format],
) {
  const activeCaipAddress = signal<CaipAddress | undefined>(active)
  const stored = new Map<string, unknown>()
  const handlers = new Map<string, (payload: never) => unknown>()
  const provider = {
    request: async ({ params }: { params: unknown[] }) =>
      account.signMessage({ message: { raw: params[0] as `0x${string}` } }),
  }
  const ctx = {
    options,
    config: { locale: 'en' },
    api: undefined,
    storage: {
      get: (key: { name: string }) => stored.get(key.name),
      set: (key: { name: string }, value: unknown) => stored.set(key.name, value),
      remove: (key: { name: string }) => stored.delete(key.name),
    },
    state: {
      activeCaipAddress,
      modal: signal({ open: true, loading: false }),
      connection: () =>
        signal({ connections: [{ connectorId: 'w', accounts: [{ address: account.address }] }] }),
      connectors: signal([{ id: 'w', getProvider: () => provider }]),
    },
    hooks: {
      on(name: string, handler: (payload: never) => unknown) {
        handlers.set(name, handler)
        return () => undefined
      },
    },
    toasts: { show: vi.fn(), hide: vi.fn() },
    alerts: { show: vi.fn() },
    analytics: { track: vi.fn() },
    router: { view: signal('SIWXSignMessage') },
    modal: { open: vi.fn(async () => undefined), close: vi.fn(async () => undefined) },
    connection: { switchNetwork: vi.fn(async () => undefined), disconnect: vi.fn(async () => undefined) },
  }
  const state = createSiwxState()
  const { controller } = setupSiwx(ctx as unknown as PluginContext<SiwxOptions>, state, formats)
  return { ctx, state, controller, activeCaipAddress, stored, handlers }
}

// The page the message is for: its domain and uri come from here, never from a caller.
beforeAll(() => void vi.stubGlobal('location', new URL('https://app.example.com/path?q=1')))
afterAll(() => void vi.unstubAllGlobals())

describe('the sign-in flow (spec section 4)', () => {
  it('success: the session is kept for the account and chain, the network recorded, the modal closed', async () => {
    const { ctx, state, controller, stored } = fakeContext({}, on(31337))
    const session = await controller.signIn()
    expect(session.data).toMatchObject({
      accountAddress: account.address,
      chainId: 'eip155:31337',
      domain: location.host,
    })
    expect(state.activeSession.value?.session.signature).toBe(session.signature)
    expect(stored.get('@appkit/siwx-last-network')).toBe('eip155:31337')
    expect(ctx.toasts.show).toHaveBeenCalledWith({ variant: 'loading', message: 'Authenticating...' })
    expect(ctx.modal.close).toHaveBeenCalled()
  })

  it("sessions in the page: the format's verify checks the signature; a refused one is no session", async () => {
    const checked = (verdict: boolean) => ({
      formats: [
        {
          namespace: 'eip155' as const,
          load: async () => ({ ...(await eip155Format.load()), verify: async () => verdict }),
        },
      ],
    })
    const refused = fakeContext(checked(false), on(31337))
    await expect(refused.controller.signIn()).rejects.toThrow('not the account signing this message')
    expect(refused.state.sessions.value).toEqual([])
    expect(refused.ctx.toasts.show).toHaveBeenCalledWith({
      variant: 'error',
      message: 'Error signing message',
    })
    const accepted = fakeContext(checked(true), on(31337))
    await expect(accepted.controller.signIn()).resolves.toMatchObject({ data: { chainId: 'eip155:31337' } })
  })

  it("errors: 'No ActiveCaipAddress found' without an account, 'SIWX is not enabled' without a plugin", async () => {
    await expect(fakeContext({}, undefined).controller.signIn()).rejects.toThrow(NoActiveCaipAddressError)
    await expect(siwx().client.signIn()).rejects.toThrow(SiwxNotEnabledError)
    await expect(siwx().client.signIn()).rejects.toThrow('SIWX is not enabled')
  })

  it("a failed signature shows 'Error signing message', tracks it and reopens the sign view", async () => {
    const { ctx, controller } = fakeContext({}, on(31337))
    ctx.state.connectors.value = []
    ctx.router.view.value = 'Account'
    await expect(controller.signIn()).rejects.toThrow()
    expect(ctx.toasts.show).toHaveBeenLastCalledWith({ variant: 'error', message: 'Error signing message' })
    expect(ctx.analytics.track).toHaveBeenCalledWith(expect.objectContaining({ event: 'SIWX_AUTH_ERROR' }))
    expect(ctx.modal.open).toHaveBeenCalledWith({ view: 'SIWXSignMessage' })
  })

  it("a sign-in that cannot start shows 'A problem occurred while trying initialize authentication' and disconnects (spec 8)", async () => {
    const request = vi.fn()
    const failing: SiwxFormat = {
      namespace: 'eip155',
      load: () => Promise.reject(new Error('the message code did not load')),
    }
    const { ctx, controller } = fakeContext({ required: true }, on(31337), [failing])
    ctx.state.connectors.value = [{ id: 'w', getProvider: () => ({ request }) }]
    await expect(controller.signIn()).rejects.toThrow(SiwxInitError)
    expect(ctx.toasts.show).toHaveBeenLastCalledWith({
      variant: 'error',
      message: 'A problem occurred while trying initialize authentication',
    })
    expect(ctx.connection.disconnect).toHaveBeenCalledWith({ namespace: 'eip155' })
    expect(request).not.toHaveBeenCalled()
    expect(ctx.modal.open).not.toHaveBeenCalled()
  })

  it('cancel: optional closes; required switches back to a signed-in network, else disconnects', async () => {
    const optional = fakeContext({}, on(31337))
    await optional.controller.cancel()
    expect(optional.ctx.modal.close).toHaveBeenCalled()
    expect(optional.ctx.connection.disconnect).not.toHaveBeenCalled()

    const required = fakeContext({ required: true }, on(31337))
    await required.controller.cancel()
    expect(required.ctx.connection.disconnect).toHaveBeenCalledWith({ namespace: 'eip155' })

    const back = fakeContext({ required: true }, on(31337))
    await back.controller.signIn()
    back.activeCaipAddress.value = on(31338)
    await back.controller.cancel()
    expect(back.ctx.connection.switchNetwork).toHaveBeenCalledWith('eip155:31337')
    expect(back.ctx.connection.disconnect).not.toHaveBeenCalled()
  })

  it('a disconnect signs out by default, and not with signOutOnDisconnect: false', async () => {
    for (const [signOutOnDisconnect, left] of [
      [undefined, 0],
      [false, 1],
    ] as const) {
      const { state, controller, handlers } = fakeContext({ signOutOnDisconnect }, on(31337))
      await controller.signIn()
      handlers.get('disconnected')?.({ namespace: 'eip155' } as never)
      expect(state.sessions.value).toHaveLength(left)
    }
  })

  it('an account connected before the setup loaded (its connected hook missed) is asked once the modal closes', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
    const early = fakeContext({}, on(31337))
    await tick()
    expect(early.ctx.modal.open).not.toHaveBeenCalled() // the modal that connected it is still open
    early.ctx.state.modal.value = { open: false, loading: false }
    await tick()
    expect(early.ctx.modal.open).toHaveBeenCalledWith({ view: 'SIWXSignMessage' })

    const none = fakeContext({}, undefined)
    none.ctx.state.modal.value = { open: false, loading: false }
    await tick()
    expect(none.ctx.modal.open).not.toHaveBeenCalled()
  })

  it('another active account or network without a session asks again (a switch of the active namespace emits no networkChanged); back to a signed-in one does not', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
    const { ctx, controller, activeCaipAddress } = fakeContext({}, on(31337))
    await controller.signIn()
    ctx.state.modal.value = { open: false, loading: false }
    await tick()
    ctx.modal.open.mockClear()
    activeCaipAddress.value = on(31338)
    // Two timers deep (the switch resolves, then the view navigates, then the question): waited for, not timed,
    // so a loaded machine does not fail it.
    await vi.waitFor(() => expect(ctx.modal.open).toHaveBeenCalledTimes(1))
    expect(ctx.modal.open).toHaveBeenCalledWith({ view: 'SIWXSignMessage' })
    activeCaipAddress.value = on(31337)
    await tick()
    expect(ctx.modal.open).toHaveBeenCalledTimes(1)
  })
})
