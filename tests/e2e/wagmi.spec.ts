import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, erc20Abi, formatEther, http, parseEther, parseUnits, verifyMessage } from 'viem'
import { createServer, type ViteDevServer } from 'vite'
import { hostAppViteConfig, PREBUNDLED_DEPS } from '../../scripts/hostApp.js'
import { deployDevTokens } from '../../services/chain/deployDevTokens.js'
import { DEV_ACCOUNTS, DEV_DEPLOYER_KEY, DEV_SECOND_KEY, snapshotChains } from '../fixtures/anvil.js'
import { buildTestWalletScript } from '../fixtures/testWallet/buildTestWalletScript.js'
import type { TestWalletConfig } from '../fixtures/testWallet/types.js'
import { EVM_E2E_RPC_URLS } from './app/constants.js'
import { ACCOUNT, SHORT_ACCOUNT, WALLET_NAME, WALLET_RDNS } from './evmHost.js'
import { WAGMI_E2E_PORT, WAGMI_E2E_URL } from './wagmi-app/constants.js'

// The wagmi bridge in Chromium: an app that uses wagmi's own hooks, on the EVM e2e host's anvils, with the
// anvil-backed test wallet announced (EIP-6963, which the modal lists) and at window.ethereum (which
// wagmi's injected() connector uses).
const RECIPIENT = DEV_ACCOUNTS[4] as `0x${string}`
const chains = EVM_E2E_RPC_URLS.map((rpcUrl, index) => ({
  rpcUrl,
  chainId: 31337 + index,
  port: 0,
  stop: async () => {},
}))
const client = createPublicClient({ transport: http(EVM_E2E_RPC_URLS[0]) })
let server: ViteDevServer
let revert: (() => Promise<void>) | undefined

test.beforeAll(async () => {
  const root = fileURLToPath(new URL('./wagmi-app', import.meta.url))
  const deps = [...PREBUNDLED_DEPS, 'wagmi', '@wagmi/core', '@tanstack/react-query']
  server = await createServer(
    hostAppViteConfig(
      {
        optimizeDeps: { include: deps },
        server: { host: '127.0.0.1', port: WAGMI_E2E_PORT, strictPort: true },
      },
      root,
    ),
  )
  await server.listen()
})
test.afterAll(async () => {
  await server?.close()
})
test.beforeEach(async () => {
  revert = await snapshotChains(chains)
})
test.afterEach(async () => {
  await revert?.()
})

async function openWagmiApp(page: Page, query = '') {
  const wallet: TestWalletConfig = {
    privateKeys: [DEV_DEPLOYER_KEY, DEV_SECOND_KEY],
    chains: [{ chainId: 31337, rpcUrl: EVM_E2E_RPC_URLS[0] as string }],
    announce: [
      {
        rdns: WALLET_RDNS,
        name: WALLET_NAME,
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    ],
    injected: true,
  }
  await page.addInitScript((value) => {
    ;(window as { __testWalletConfig?: unknown }).__testWalletConfig = value
  }, wallet)
  await page.addInitScript({ content: await buildTestWalletScript() })
  await page.goto(`${WAGMI_E2E_URL}${query}`)
  const dialog = page.getByRole('dialog')
  const output = (label: string) => page.getByLabel(label, { exact: true })
  return {
    dialog,
    address: output('wagmi address'),
    connector: output('wagmi connector'),
    chain: output('wagmi chain'),
    balance: output('wagmi balance'),
    error: output('Error'),
    output,
    async connectInModal() {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog.getByRole('button', { name: new RegExp(WALLET_NAME) }).click()
      await expect(dialog).toBeHidden()
    },
    async openAccount() {
      await page.getByRole('button', { name: SHORT_ACCOUNT }).click()
      await expect(dialog.getByText(SHORT_ACCOUNT)).toBeVisible()
    },
  }
}

test("connected through the modal: wagmi's hooks see the account, sign, send, write a contract and switch chain", async ({
  page,
}) => {
  const [token] = await deployDevTokens({
    rpcUrl: EVM_E2E_RPC_URLS[0] as string,
    caip2: 'eip155:31337',
    tokens: [{ name: 'Bridge Token', symbol: 'BRG', decimals: 18, amountPerHolder: '100' }],
    holders: [ACCOUNT],
  })
  if (!token) throw new Error('the token was not deployed')
  const app = await openWagmiApp(page, `?token=${token.address}`)
  await app.connectInModal()
  await expect(app.address).toHaveText(ACCOUNT)
  await expect(app.connector).toHaveText('walletdock')
  await expect(app.chain).toHaveText('31337')
  await expect(app.balance).toHaveText(formatEther(await client.getBalance({ address: ACCOUNT })))

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(app.output('Signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await app.output('Signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: ACCOUNT, message: 'hello wagmi', signature })).toBe(true)

  const before = await client.getBalance({ address: RECIPIENT })
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await expect(app.output('Transaction hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const sent = (await app.output('Transaction hash').textContent()) as `0x${string}`
  expect((await client.waitForTransactionReceipt({ hash: sent })).status).toBe('success')
  expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))

  await page.getByRole('button', { name: 'Transfer 5 tokens' }).click()
  await expect(app.output('Transfer hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const written = (await app.output('Transfer hash').textContent()) as `0x${string}`
  expect((await client.waitForTransactionReceipt({ hash: written })).status).toBe('success')
  const held = (address: `0x${string}`) =>
    client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  expect(await held(RECIPIENT)).toBe(parseUnits('5', 18))

  // wagmi's switch goes through the modal: the wallet adds the chain (4902) and moves; the modal follows.
  await page.getByRole('button', { name: 'Switch to chain 31338' }).click()
  await expect(app.chain).toHaveText('31338')
  expect(await page.evaluate(() => (window as unknown as WalletWindow).__testWallet.chainId())).toBe(31338)
  await app.openAccount()
  await expect(app.dialog.getByRole('button', { name: /Local chain 31338/ })).toBeVisible()
  await expect(app.error).toHaveText('')

  // Disconnecting in the modal disconnects wagmi too.
  await app.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(app.address).toHaveText('')
  await expect(app.output('wagmi status')).toHaveText('disconnected')
})

test('connected through the modal, then a reload: wagmi is connected again without a click', async ({
  page,
}) => {
  const app = await openWagmiApp(page)
  await app.connectInModal()
  await expect(app.connector).toHaveText('walletdock')
  await page.reload()
  await expect(app.address).toHaveText(ACCOUNT)
  await expect(app.connector).toHaveText('walletdock')
  await expect(page.getByRole('button', { name: SHORT_ACCOUNT })).toBeVisible()
})

test("connected through wagmi's injected connector: the modal shows it, also after a reload", async ({
  page,
}) => {
  const app = await openWagmiApp(page)
  await page.getByRole('button', { name: 'Connect with wagmi' }).click()
  await expect(app.address).toHaveText(ACCOUNT)
  await expect(app.connector).toHaveText('injected')
  await app.openAccount()
  await expect(app.dialog.getByText(SHORT_ACCOUNT)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(app.dialog).toBeHidden()

  await page.reload()
  await expect(app.connector).toHaveText('injected')
  await expect(page.getByRole('button', { name: SHORT_ACCOUNT })).toBeVisible()

  // Disconnecting in the modal disconnects wagmi's connector.
  await app.openAccount()
  await app.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(app.output('wagmi status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

type WalletWindow = { __testWallet: { chainId(): number } }
