import { expect, it } from 'vitest'
import { createTestDeps } from '../../tests/support/kernelTesting.js'
import { applyWalletChain } from './applyWalletChain.js'

it('a wallet sitting on a chain that is not configured shows UnsupportedChain', async () => {
  const deps = createTestDeps()
  await expect(applyWalletChain(deps, 'eip155', 10)).resolves.toBeUndefined()
  expect(deps.calls.showUnsupportedChain).toBe(1)
})

it('unless unsupported chains are allowed, network switch is disabled, or basic mode is on', async () => {
  for (const input of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }, { basic: true }]) {
    const deps = createTestDeps(input)
    await applyWalletChain(deps, 'eip155', 10)
    expect(deps.calls.showUnsupportedChain).toBe(0)
  }
})

it('a configured chain becomes the namespace network with networkChanged', async () => {
  const deps = createTestDeps()
  const caipNetwork = await applyWalletChain(deps, 'eip155', 8453)
  expect(caipNetwork?.name).toBe('Base')
  expect(deps.events).toMatchObject([
    { name: 'networkChanged', payload: { previous: { caipNetworkId: 'eip155:1' } } },
  ])
})

it('the wallet moving to another chain leaves no balance of the chain left behind; the same chain keeps it', async () => {
  const deps = createTestDeps()
  const { store } = deps
  store.account.eip155.value = {
    ...store.account.eip155.value,
    address: '0xabc',
    caipAddress: 'eip155:1:0xabc',
    balance: '9999.98',
    balanceSymbol: 'ETH',
  }
  await applyWalletChain(deps, 'eip155', 1)
  expect(store.account.eip155.value.balance).toBe('9999.98')
  await applyWalletChain(deps, 'eip155', 8453)
  expect(store.account.eip155.value).toMatchObject({
    caipAddress: 'eip155:8453:0xabc',
    balance: undefined,
    balanceSymbol: undefined,
  })
})
