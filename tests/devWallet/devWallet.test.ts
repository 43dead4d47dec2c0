import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { defineNetwork } from '../../kernel/networks/defineNetwork.js'
import { devWallet } from '../../plugins/dev-wallet/devWallet.js'
import { sendTransaction } from '../../plugins/evm/actions/sendTransaction.js'
import { signMessage } from '../../plugins/evm/actions/signMessage.js'
import { evm } from '../../plugins/evm/evm.js'
import { polkadotLocal } from '../../plugins/polkadot/networks.js'
import { polkadot } from '../../plugins/polkadot/polkadot.js'
import { DEV_POLKADOT_ACCOUNTS } from '../../plugins/polkadot/protocol/localPolkadotChain.js'
import { DEV_ACCOUNTS } from '../fixtures/anvil.js'
import { localNetworks } from '../fixtures/evmNetworks.js'
import { installPageWindow } from '../fixtures/pageWindow.js'
import { withTestChains } from '../fixtures/withTestChains.js'
import { createMemoryPersistence } from '../support/kernelTesting.js'

const testbed = withTestChains()
let page: ReturnType<typeof installPageWindow>
beforeEach(() => {
  page = installPageWindow()
})
afterEach(() => page.remove())

async function appKit() {
  const instance = createAppKit(
    { projectId: 'dev', networks: localNetworks(testbed.rpcUrls), plugins: [evm(), devWallet()] },
    { storage: createMemoryPersistence() },
  )
  await instance.ready()
  return instance
}

it('the dev wallet is listed as an installed wallet through the evm plugin', async () => {
  const instance = await appKit()
  const connector = kernelOf(instance)
    .connectors.list('eip155')
    .find((entry) => entry.info?.rdns === 'dev.appkit.devwallet')
  expect(connector).toMatchObject({ name: 'Dev Wallet', type: 'ANNOUNCED' })
})

it('connects with the dev accounts, signs through the node and sends a transfer that is mined', async () => {
  const instance = await appKit()
  await kernelOf(instance).connection.connect({ connectorId: 'dev.appkit.devwallet' })
  const account = instance.getAccount('eip155')
  expect(account.address?.toLowerCase()).toBe(DEV_ACCOUNTS[0]?.toLowerCase())

  const message = 'hello from the dev wallet'
  const signature = await signMessage(instance, { message })
  expect(await verifyMessage({ address: account.address as `0x${string}`, message, signature })).toBe(true)

  const hash = await sendTransaction(instance, {
    to: DEV_ACCOUNTS[1] as `0x${string}`,
    value: parseEther('0.01'),
  })
  const chain = createPublicClient({ transport: http(testbed.rpcUrls[0]) })
  const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
})

it('refuses to load against a non-local RPC', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const errors: unknown[] = []
  const remote = defineNetwork({
    id: 1,
    chainNamespace: 'eip155',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://eth.example'] } },
  })
  const instance = createAppKit(
    { projectId: 'dev', networks: [remote], plugins: [devWallet()] },
    { storage: createMemoryPersistence() },
  )
  await instance.ready()
  const status = kernelOf(instance).plugins.value.find((plugin) => plugin.name === 'dev-wallet')
  expect(status?.status).toBe('failed')
  // The kernel wraps it in PluginSetupError naming the plugin; the cause says what to fix.
  const error = status?.error as Error & { walk(): unknown }
  expect(error.message).toContain('dev-wallet')
  errors.push(
    (error.walk as (predicate: (e: unknown) => boolean) => unknown)(
      (e) => (e as Error).name === 'DevWalletNotLocalError',
    ),
  )
  expect((errors[0] as Error).message).toContain('The dev wallet runs only against local chains')
  expect((errors[0] as Error).message).toContain('https://eth.example')
})

it('with Polkadot accounts, the EVM side is listed at creation and the Polkadot side joins from its chunk; destroy removes both', async () => {
  const injected = () =>
    (page.window as { injectedWeb3?: Record<string, { enable(): Promise<unknown> }> }).injectedWeb3
  const instance = createAppKit(
    {
      projectId: 'dev',
      networks: [...localNetworks(testbed.rpcUrls), polkadotLocal()],
      plugins: [evm(), polkadot(), devWallet({ polkadot: { accounts: DEV_POLKADOT_ACCOUNTS } })],
    },
    { storage: createMemoryPersistence() },
  )
  const kernel = kernelOf(instance)
  // No wait on the sides' chunk: the EIP-6963 announcement is made in attach.
  expect(kernel.connectors.list('eip155').map((entry) => entry.name)).toContain('Dev Wallet')
  await vi.waitFor(() =>
    expect(kernel.connectors.list('polkadot').map((entry) => entry.name)).toEqual(['Dev Wallet']),
  )
  const extension = (await injected()?.['dev-wallet']?.enable()) as {
    accounts: { get(): Promise<{ address: string }[]> }
  }
  expect((await extension.accounts.get()).map((account) => account.address)).toEqual(
    DEV_POLKADOT_ACCOUNTS.map((account) => account.address),
  )
  instance.destroy()
  expect(injected()?.['dev-wallet']).toBeUndefined()
  expect(kernel.connectors.list('eip155').map((entry) => entry.name)).not.toContain('Dev Wallet')
}, 30_000)
