import fc from 'fast-check'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { GO_BACK_SETTLE_MS } from './constants.js'
import { type CreateRouterParameters, createRouter } from './createRouter.js'
import { navigationOf } from './navigation.js'
import type { ViewName } from './views.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** The router with its moves, as the modal's content and plugin setup see it. */
function routerWith(parameters: CreateRouterParameters) {
  const router = createRouter(parameters)
  return { ...router, ...navigationOf(router) }
}

function setup({ connected = false } = {}) {
  const world = { connected, open: true }
  const closeModal = vi.fn(() => {
    world.open = false
  })
  const onWentBack = vi.fn()
  const router = routerWith({ isConnected: () => world.connected, closeModal, onWentBack })
  return { router, world, closeModal, onWentBack }
}

const views = (router: ReturnType<typeof setup>['router']) =>
  router.state.value.history.map((entry) => entry.view)

it('view history starts at Connect', () => {
  const { router } = setup()
  expect(views(router)).toEqual(['Connect'])
  expect(router.view.value).toBe('Connect')
})

it('push is ignored if the view is already current', () => {
  const { router } = setup()
  router.push('AllWallets')
  router.push('AllWallets')
  expect(views(router)).toEqual(['Connect', 'AllWallets'])
})

it('replace swaps the current view, reset starts a new history, each with its typed data', () => {
  const { router } = setup()
  router.push('AllWallets')
  router.replace('ConnectingExternal', { connectorId: 'io.metamask' })
  expect(views(router)).toEqual(['Connect', 'ConnectingExternal'])
  expect(router.data.value).toEqual({ connectorId: 'io.metamask' })
  router.reset('TestPluginView', { fromToken: 'ETH' })
  expect(router.state.value.history).toEqual([{ view: 'TestPluginView', data: { fromToken: 'ETH' } }])
})

it('goBack pops one view and records the prev direction for the UI', () => {
  const { router, closeModal } = setup()
  router.push('AllWallets')
  expect(router.state.value.direction).toBe('next')
  router.goBack()
  expect(views(router)).toEqual(['Connect'])
  expect(router.state.value.direction).toBe('prev')
  expect(closeModal).not.toHaveBeenCalled()
})

it('going back from the first view closes the modal', () => {
  const { router, closeModal } = setup()
  router.goBack()
  expect(closeModal).toHaveBeenCalledOnce()
})

it('when connected and the previous view is Connect, going back shows Account', () => {
  const { router } = setup({ connected: true })
  router.push('Networks')
  router.goBack()
  expect(router.view.value).toBe('Account')
})

it('goBackToIndex keeps history up to that index and ignores an index out of range', () => {
  const { router } = setup()
  router.push('AllWallets')
  router.push('TestPairingView', { walletId: 'w' })
  router.push('Networks')
  router.goBackToIndex(1)
  expect(views(router)).toEqual(['Connect', 'AllWallets'])
  router.goBackToIndex(5)
  router.goBackToIndex(-1)
  expect(views(router)).toEqual(['Connect', 'AllWallets'])
})

it('goBackOrCloseModal goes back when there is history, else closes', () => {
  const { router, closeModal } = setup()
  router.push('AllWallets')
  router.goBackOrCloseModal()
  expect(views(router)).toEqual(['Connect'])
  expect(closeModal).not.toHaveBeenCalled()
  router.goBackOrCloseModal()
  expect(closeModal).toHaveBeenCalledOnce()
})

it('a modal action closes 100 ms after going back', () => {
  const { router, closeModal } = setup()
  router.push('TestActionView')
  router.goBackThenClose()
  expect(router.view.value).toBe('Connect')
  vi.advanceTimersByTime(GO_BACK_SETTLE_MS - 1)
  expect(closeModal).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(closeModal).toHaveBeenCalledOnce()
})

it('going back tells, 100 ms later, which view was left and whether an address is connected (the hook plugins undo a sign-in with)', () => {
  const { router, onWentBack } = setup()
  router.push('AllWallets')
  router.goBack()
  expect(onWentBack).not.toHaveBeenCalled()
  vi.advanceTimersByTime(GO_BACK_SETTLE_MS)
  expect(onWentBack).toHaveBeenCalledExactlyOnceWith({ from: 'AllWallets', isConnected: false })
})

it('going back with an active address says so, so a sign-in view keeps its connector', () => {
  const { router, onWentBack } = setup({ connected: true })
  router.push('AllWallets')
  router.goBack()
  vi.advanceTimersByTime(GO_BACK_SETTLE_MS)
  expect(onWentBack).toHaveBeenCalledExactlyOnceWith({ from: 'AllWallets', isConnected: true })
})

it('dispose cancels a pending modal action', () => {
  const { router, closeModal } = setup()
  router.push('TestActionView')
  router.goBackThenClose()
  router.dispose()
  vi.advanceTimersByTime(GO_BACK_SETTLE_MS)
  expect(closeModal).not.toHaveBeenCalled()
})

const viewNames: ViewName[] = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'TestSignInView',
  'UnsupportedChain',
]
const operation = fc.oneof(
  fc.record({ op: fc.constant('push' as const), view: fc.constantFrom(...viewNames) }),
  fc.record({ op: fc.constant('replace' as const), view: fc.constantFrom(...viewNames) }),
  fc.record({ op: fc.constant('reset' as const), view: fc.constantFrom(...viewNames) }),
  fc.record({ op: fc.constant('goBack' as const) }),
  fc.record({ op: fc.constant('goBackOrCloseModal' as const) }),
  fc.record({ op: fc.constant('goBackToIndex' as const), index: fc.integer({ min: -2, max: 8 }) }),
  fc.record({ op: fc.constant('connect' as const), connected: fc.boolean() }),
)

it('no sequence of router operations leaves the history empty, and push never repeats the current view', () => {
  fc.assert(
    fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
      const { router, world } = setup()
      for (const step of operations) {
        const before = router.state.value.history
        if (step.op === 'push') {
          router.push(step.view as 'Connect')
          const after = router.state.value.history
          if (before.at(-1)?.view === step.view) expect(after).toBe(before)
          else expect(after.at(-1)?.view).toBe(step.view)
        } else if (step.op === 'replace') router.replace(step.view as 'Connect')
        else if (step.op === 'reset') router.reset(step.view as 'Connect')
        else if (step.op === 'goBackToIndex') router.goBackToIndex(step.index)
        else if (step.op === 'connect') world.connected = step.connected
        else router[step.op]()
        expect(router.state.value.history.length).toBeGreaterThan(0)
        expect(router.view.value).toBe(router.state.value.history.at(-1)?.view)
      }
      router.dispose()
    }),
  )
})

it('data is typed per view: a view that needs data cannot be pushed without it', () => {
  const { router } = setup()
  // @ts-expect-error TestEmailView needs { email }
  router.push('TestEmailView')
  // @ts-expect-error Connect takes no data
  router.push('Connect', { email: 'a@b.c' })
  router.push('TestDoneView', { name: 'alice.reown.id' })
  expect(router.data.value).toEqual({ name: 'alice.reown.id' })
})

it('a view the router may not enter is neither pushed nor replaced in: the current view stays', () => {
  const router = routerWith({
    isConnected: () => true,
    closeModal: () => undefined,
    mayEnter: (view) => view !== 'ProfileWallets',
  })
  router.push('Account')
  router.push('ProfileWallets')
  expect(router.view.value).toBe('Account')
  router.replace('ProfileWallets')
  expect(router.view.value).toBe('Account')
  router.push('Networks')
  expect(router.view.value).toBe('Networks')
})
