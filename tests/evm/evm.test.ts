import { parseEther, verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import type { StorageAccess } from '../../kernel/plugins/context.js'
import { sendTransaction } from '../../plugins/evm/actions/sendTransaction.js'
import { signMessage } from '../../plugins/evm/actions/signMessage.js'
import { evm } from '../../plugins/evm/evm.js'
import { DEV_ACCOUNTS, DEV_DEPLOYER_KEY, DEV_SECOND_KEY } from '../fixtures/anvil.js'
import { localNetworks } from '../fixtures/evmNetworks.js'
import { announceWallet, installPageWindow } from '../fixtures/pageWindow.js'
import { createTestWallet, type TestWallet } from '../fixtures/testWallet/index.js'
import { withTestChains } from '../fixtures/withTestChains.js'
import { createMemoryPersistence as createMemoryStorage } from '../support/kernelTesting.js'

const testbed = withTestChains()
const RDNS = 'dev.appkit.testwallet'
const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'

let page: ReturnType<typeof installPageWindow>
beforeEach(() => {
  page = installPageWindow()
})
afterEach(() => page.remove())

function walletOnPage(options: { knownChains?: number; authorized?: boolean } = {}): TestWallet {
  const wallet = createTestWallet({
    privateKeys: [DEV_DEPLOYER_KEY, DEV_SECOND_KEY],
    chains: testbed.chains
      .slice(0, options.knownChains ?? 2)
      .map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    authorized: options.authorized,
  })
  announceWallet(
    page.window,
    { uuid: crypto.randomUUID(), name: 'Test Wallet', icon, rdns: RDNS },
    wallet.provider,
  )
  return wallet
}

async function appKit(storage: StorageAccess = createMemoryStorage(), excludeWalletIds: string[] = []) {
  const kit = createAppKit(
    { projectId: 'evm-test', networks: localNetworks(testbed.rpcUrls), plugins: [evm()], excludeWalletIds },
    { storage },
  )
  await kit.ready()
  return kit
}

/** Waits until the account's balance (read in the background after connect) is filled in. */
async function settledAccount(kit: Awaited<ReturnType<typeof appKit>>, balance: (value?: string) => boolean) {
  const deadline = Date.now() + 5_000
  while (Date.now() < deadline) {
    const account = kit.getAccount('eip155')
    if (balance(account.balance)) return account
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`the balance never settled: ${kit.getAccount('eip155').balance}`)
}

async function connect(kit: Awaited<ReturnType<typeof appKit>>) {
  // The UI connects through the kernel's connection state machine with the connector id.
  const { kernelOf } = await import('../../kernel/internal.js')
  return kernelOf(kit).connection.connect({ connectorId: RDNS })
}

describe('evm plugin', () => {
  it('lists the announced wallet as an ANNOUNCED connector and excludes it when configured', async () => {
    walletOnPage()
    const { kernelOf } = await import('../../kernel/internal.js')
    const kit = await appKit()
    expect(
      kernelOf(kit)
        .connectors.list('eip155')
        .map((connector) => [connector.id, connector.type]),
    ).toEqual([[RDNS, 'ANNOUNCED']])
    const excluded = await appKit(createMemoryStorage(), ['Test Wallet'])
    expect(kernelOf(excluded).connectors.list('eip155')).toEqual([])
  })

  it('connect: eth_requestAccounts and eth_chainId, then the balance from anvil and the explorer link', async () => {
    const wallet = walletOnPage()
    const kit = await appKit()
    await connect(kit)
    expect(wallet.control.requests().slice(0, 2)).toEqual(['eth_requestAccounts', 'eth_chainId'])
    const account = await settledAccount(kit, (balance) => balance !== undefined)
    expect(account).toMatchObject({
      isConnected: true,
      address: DEV_ACCOUNTS[0],
      caipAddress: `eip155:31337:${DEV_ACCOUNTS[0]}`,
      balance: '10000',
      balanceSymbol: 'ETH',
      addressExplorerUrl: `https://explorer-31337.test/address/${DEV_ACCOUNTS[0]}`,
      connectedWalletInfo: { name: 'Test Wallet', rdns: RDNS },
    })
    expect(kit.getNetwork('eip155').caipNetworkId).toBe('eip155:31337')
    const signature = await signMessage(kit, { message: 'hello appkit' })
    expect(
      await verifyMessage({ address: DEV_ACCOUNTS[0] as `0x${string}`, message: 'hello appkit', signature }),
    ).toBe(true)
  })

  it('a sent transaction refreshes the balance once it is mined', async () => {
    walletOnPage()
    const kit = await appKit()
    const methods: string[] = []
    kit.subscribeEvents((event) => {
      if (event.name === 'request') methods.push(event.payload.method)
    })
    await connect(kit)
    await settledAccount(kit, (balance) => balance === '10000')
    await sendTransaction(kit, { to: DEV_ACCOUNTS[4] as `0x${string}`, value: parseEther('0.01') })
    // 10000 - 0.01 - gas, truncated to 3 decimals
    const account = await settledAccount(kit, (balance) => balance === '9999.989')
    expect(account.balanceSymbol).toBe('ETH')
    expect(methods).toContain('eth_sendTransaction')
  })

  it('a rejected connection gives Connection rejected and stores nothing', async () => {
    const wallet = walletOnPage()
    const storage = createMemoryStorage()
    const kit = await appKit(storage)
    wallet.control.rejectNextRequest()
    await expect(connect(kit)).rejects.toMatchObject({
      name: 'ConnectionRejectedError',
      shortMessage: 'Connection rejected',
    })
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: false, address: undefined })
    expect(storage.get({ name: '@appkit/connection_status/eip155' })).toBeUndefined()
    expect(storage.get({ name: '@appkit/recent_wallets' })).toBeUndefined()
  })

  it('switches to the second chain, adding it first when the wallet answers 4902', async () => {
    const wallet = walletOnPage({ knownChains: 1 })
    const kit = await appKit()
    await connect(kit)
    await kit.switchNetwork('eip155:31338')
    expect(wallet.control.requests()).toEqual(
      expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
    )
    expect(wallet.control.chainId()).toBe(31338)
    expect(kit.getNetwork('eip155').caipNetworkId).toBe('eip155:31338')
    expect(kit.getAccount('eip155').caipAddress).toBe(`eip155:31338:${DEV_ACCOUNTS[0]}`)
  })

  it("the wallet's accountsChanged updates the account and its balance", async () => {
    const wallet = walletOnPage()
    const kit = await appKit()
    await connect(kit)
    await settledAccount(kit, (balance) => balance === '10000')
    const rpc = testbed.rpcUrls[0] as string
    await fetch(rpc, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [DEV_ACCOUNTS[1], '0xde0b6b3a7640000'],
      }),
      headers: { 'content-type': 'application/json' },
    })
    wallet.control.switchAccount(1)
    const account = await settledAccount(kit, (balance) => balance === '1')
    expect(account.address).toBe(DEV_ACCOUNTS[1])
  })

  it('the wallet removing the site (accountsChanged with no accounts) disconnects', async () => {
    const wallet = walletOnPage()
    const storage = createMemoryStorage()
    const kit = await appKit(storage)
    await connect(kit)
    wallet.control.revokeSite()
    await expect.poll(() => kit.getAccount('eip155').isConnected).toBe(false)
    expect(storage.get({ name: '@appkit/connection_status/eip155' })).toBeUndefined()
  })

  it('events of a wallet that is not the active connection are ignored', async () => {
    const wallet = walletOnPage()
    const other = createTestWallet({
      privateKeys: [DEV_SECOND_KEY],
      chains: testbed.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    })
    announceWallet(
      page.window,
      { uuid: crypto.randomUUID(), name: 'Other', icon, rdns: 'dev.appkit.other' },
      other.provider,
    )
    const kit = await appKit()
    await connect(kit)
    // The other wallet is authorized too and its connector has attached its listeners (a silent
    // reconnect does that), but the active connection is the test wallet.
    const { kernelOf } = await import('../../kernel/internal.js')
    await other.provider.request({ method: 'eth_requestAccounts' })
    await kernelOf(kit).connectors.get('dev.appkit.other')?.reconnect?.({})
    await other.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    other.control.switchAccount(0)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(kit.getNetwork('eip155').caipNetworkId).toBe('eip155:31337')
    expect(kit.getAccount('eip155').address).toBe(DEV_ACCOUNTS[0])
    expect(wallet.control.chainId()).toBe(31337)
  })

  it('the wallet moving to a chain that is not configured shows UnsupportedChain', async () => {
    const wallet = walletOnPage()
    const kit = await appKit()
    await connect(kit)
    await settledAccount(kit, (balance) => balance === '10000')
    // The user picks another chain in the wallet: it is configured in the wallet, not in the app.
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x3e7', rpcUrls: [testbed.rpcUrls[0]] }],
    })
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x3e7' }] })
    await expect.poll(() => kit.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    expect(kit.getAccount('eip155').caipAddress).toBe(`eip155:999:${DEV_ACCOUNTS[0]}`)
    // No balance is shown for a chain the app does not know.
    await expect.poll(() => kit.getAccount('eip155').balance).toBeUndefined()
  })

  it('reload: a stored session reconnects with eth_accounts, without a prompt', async () => {
    const storage = createMemoryStorage()
    walletOnPage()
    await connect(await appKit(storage))
    page.remove()
    page = installPageWindow()
    const wallet = walletOnPage({ authorized: true })
    const kit = await appKit(storage)
    expect(wallet.control.requests()).toContain('eth_accounts')
    expect(wallet.control.requests()).not.toContain('eth_requestAccounts')
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, address: DEV_ACCOUNTS[0] })
  })

  it('disconnect clears state and storage', async () => {
    walletOnPage()
    const storage = createMemoryStorage()
    const kit = await appKit(storage)
    await connect(kit)
    await kit.disconnect('eip155')
    expect(kit.getAccount('eip155')).toMatchObject({
      isConnected: false,
      address: undefined,
      balance: undefined,
    })
    expect(kit.getProvider('eip155')).toBeUndefined()
    expect(storage.get({ name: '@appkit/connection_status/eip155' })).toBeUndefined()
    expect(storage.get({ name: '@appkit/connected_connector_id/eip155' })).toBeUndefined()
  })
})
