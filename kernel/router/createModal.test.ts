import { expect, it, vi } from 'vitest'
import { createTestDeps } from '../../tests/support/kernelTesting.js'
import { createHooks } from '../hooks/createHooks.js'
import { patchAccount } from '../store/patchState.js'
import { createModal } from './createModal.js'
import { createRouter } from './createRouter.js'
import { navigationOf } from './navigation.js'

function setup({ enableEmbedded = false, adapters = true } = {}) {
  const { store } = createTestDeps()
  const hooks = createHooks()
  const router = createRouter({ isConnected: () => store.isConnected.value, closeModal: () => {} })
  const requireMultiWallet = vi.fn(() => false)
  const modal = createModal({
    config: {
      enableEmbedded,
      plugins: adapters ? [{ name: 'evm', kind: 'adapter' as const, setup: () => {} }] : [],
    },
    store,
    router,
    hooks,
    isMobile: () => false,
    requireMultiWallet,
    isRegistered: () => true,
  })
  return { store, hooks, router, modal, requireMultiWallet }
}

it('open emits the open hook with the chosen view, close emits close with the view it left', async () => {
  const { modal, hooks, router } = setup()
  const seen: string[] = []
  hooks.subscribe((event) => seen.push(`${event.name} ${'view' in event.payload ? event.payload.view : ''}`))
  await modal.open()
  navigationOf(router).push('AllWallets')
  await modal.close()
  expect(seen).toEqual(['open Connect', 'close AllWallets'])
  expect(router.state.value.history.map((entry) => entry.view)).toEqual(['Connect'])
})

it('closing an already closed modal does nothing', async () => {
  const { modal, hooks } = setup()
  const handler = vi.fn()
  hooks.on('close', handler)
  await modal.close()
  expect(handler).not.toHaveBeenCalled()
})

it('in embedded mode, closing goes to Account when connected', async () => {
  const { modal, store, router } = setup({ enableEmbedded: true })
  patchAccount(store, 'eip155', { caipAddress: 'eip155:1:0xabc', address: '0xabc' })
  await modal.open({ view: 'Networks' })
  await modal.close()
  expect(router.view.value).toBe('Account')
})

it('ProfileWallets asks the multi-wallet gate and stays closed when refused', async () => {
  const { modal, store, requireMultiWallet } = setup()
  await modal.open({ view: 'ProfileWallets' })
  expect(requireMultiWallet).toHaveBeenCalledOnce()
  expect(store.modal.value.open).toBe(false)
})
