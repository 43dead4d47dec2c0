import { expect, test } from '@playwright/test'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { DEV_ACCOUNTS, snapshotChains } from '../fixtures/anvil.js'
import { announceMalformedEip6963Wallets, MALFORMED_EIP6963_WARNINGS } from '../fixtures/malformedWallets.js'
import { EVM_E2E_RPC_URLS } from './app/constants.js'
import { ACCOUNT, openEvmHost, WALLET_NAME, WALLET_RDNS } from './evmHost.js'

const anvils = EVM_E2E_RPC_URLS.map((rpcUrl, index) => ({
  rpcUrl,
  chainId: 31337 + index,
  port: 0,
  stop: async () => {},
}))
let revert: (() => Promise<void>) | undefined

async function anvilRequest(rpcUrl: string, method: string, params: unknown[]) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined()
}

test.beforeEach(async () => {
  revert = await snapshotChains(anvils)
})
test.afterEach(async () => {
  await revert?.()
})

test('the test wallet is listed as installed', async ({ page }) => {
  const host = await openEvmHost(page)
  await host.openModal()
  await expect(host.walletButton).toBeVisible()
  await expect(host.walletButton).toContainText('Installed')
})

test('connect: the Account view shows the shortened address and the balance read from anvil', async ({
  page,
}) => {
  const host = await openEvmHost(page)
  await host.connect()
  await host.openAccount()
  await expect(host.dialog.getByText('10,000 ETH')).toBeVisible()
  expect((await host.wallet.requests()).slice(0, 2)).toEqual(['eth_requestAccounts', 'eth_chainId'])
})

test("sign a message: the signature verifies with viem's verifyMessage", async ({ page }) => {
  const host = await openEvmHost(page)
  await host.connect()
  await page.getByRole('button', { name: 'Sign message' }).click()
  const output = page.getByLabel('Signature')
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await output.textContent()) as `0x${string}`
  expect(await verifyMessage({ address: ACCOUNT, message: 'hello appkit', signature })).toBe(true)
})

test('send 0.01 ETH to another account: mined on anvil, the balance updates', async ({ page }) => {
  const host = await openEvmHost(page)
  await host.connect()
  const client = createPublicClient({ transport: http(EVM_E2E_RPC_URLS[0]) })
  const recipient = DEV_ACCOUNTS[4] as `0x${string}`
  const before = await client.getBalance({ address: recipient })
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  const output = page.getByLabel('Transaction hash')
  await expect(output).toHaveText(/^0x[0-9a-f]{64}$/)
  const receipt = await client.waitForTransactionReceipt({
    hash: (await output.textContent()) as `0x${string}`,
  })
  expect(receipt.status).toBe('success')
  expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.01'))
  await host.openAccount()
  await expect(host.dialog.getByText('9,999.989 ETH')).toBeVisible()
})

test('switch to the second chain: the wallet answers 4902, the chain is added, then switched', async ({
  page,
}) => {
  // The account holds 42 ETH on the second chain, so the balance shows which chain was read.
  await anvilRequest(EVM_E2E_RPC_URLS[1] as string, 'anvil_setBalance', [
    ACCOUNT,
    `0x${parseEther('42').toString(16)}`,
  ])
  const host = await openEvmHost(page)
  await host.connect()
  await host.openAccount()
  await expect(host.dialog.getByText('10,000 ETH')).toBeVisible()
  await host.dialog.getByRole('button', { name: /Local chain 31337/ }).click()
  await host.dialog.getByRole('button', { name: /Local chain 31338/ }).click()
  await expect.poll(() => host.wallet.chainId()).toBe(31338)
  const requests = await host.wallet.requests()
  const switched = requests.indexOf('wallet_switchEthereumChain')
  expect(requests.slice(switched, switched + 3)).toEqual([
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
  ])
  await expect(host.dialog.getByRole('button', { name: /Local chain 31338/ })).toBeVisible()
  await expect(host.dialog.getByText('42 ETH')).toBeVisible()
})

test("reject a connection: 'Connection rejected', nothing stored", async ({ page }) => {
  const host = await openEvmHost(page)
  await host.openModal()
  await host.wallet.rejectNextRequest()
  await host.walletButton.click()
  await expect(host.dialog.getByText('Connection rejected')).toBeVisible()
  await expect(host.address).toHaveText('')
  const stored = await host.storedKeys()
  expect(stored).not.toContain('@appkit/connection_status/eip155')
  expect(stored).not.toContain('@appkit/connected_connector_id/eip155')
  expect(stored).not.toContain('@appkit/recent_wallets')
})

test('reload: the session reconnects without a click', async ({ page }) => {
  const host = await openEvmHost(page)
  await host.connect()
  await page.reload()
  await expect(host.address).toHaveText(ACCOUNT)
  // The stored address shows at once; the wallet is asked for it without a prompt.
  await expect.poll(() => host.wallet.requests()).toContain('eth_accounts')
  expect(await host.wallet.requests()).not.toContain('eth_requestAccounts')
  await expect(page.locator('button[data-status]')).toHaveAttribute('data-status', 'connected')
})

test('disconnect: state and storage cleared', async ({ page }) => {
  const host = await openEvmHost(page)
  await host.connect()
  await host.openAccount()
  await host.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(host.address).toHaveText('')
  const stored = await host.storedKeys()
  expect(stored).not.toContain('@appkit/connection_status/eip155')
  expect(stored).not.toContain('@appkit/connected_connector_id/eip155')
})

test('two announced wallets with the same rdns appear once', async ({ page }) => {
  const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
  const host = await openEvmHost(page, {
    announce: [
      { rdns: WALLET_RDNS, name: WALLET_NAME, icon },
      { rdns: WALLET_RDNS, name: `${WALLET_NAME} copy`, icon },
    ],
  })
  await host.openModal()
  await expect(host.walletButton).toHaveCount(1)
})

test('a wallet only at window.ethereum is listed as Browser Wallet and connects; announced too, it appears once', async ({
  page,
  browser,
}) => {
  const injectedOnly = await openEvmHost(page, { announce: [], injected: true })
  await injectedOnly.openModal()
  const browserWallet = injectedOnly.dialog.getByRole('button', { name: /Browser Wallet/ })
  await expect(browserWallet).toHaveCount(1)
  await browserWallet.click()
  await expect(injectedOnly.address).toHaveText(ACCOUNT)

  // A fresh browser context: no stored session from the connection above.
  const context = await browser.newContext()
  const both = await openEvmHost(await context.newPage(), { injected: true })
  await both.openModal()
  await expect(both.walletButton).toHaveCount(1)
  await expect(both.dialog.getByRole('button', { name: /Browser Wallet/ })).toHaveCount(0)
  await context.close()
})

test('malformed EIP-6963 announcements made before the test wallet are skipped, each reported once; the test wallet is listed and connects', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('skipped the wallet'))
      warnings.push(message.text())
  })
  // Its init script runs before the test wallet's: the malformed wallets announce first.
  await page.addInitScript(announceMalformedEip6963Wallets)
  const host = await openEvmHost(page)
  await host.openModal()
  await expect(host.walletButton).toBeVisible()
  // Asked again, every wallet announces again: still one report each.
  await page.evaluate(() => window.dispatchEvent(new Event('eip6963:requestProvider')))
  for (const name of ['No Rdns', 'No Uuid', 'No Request', 'Proxy Info', 'URL Icon', 'Script Icon', 'LLLL'])
    await expect(host.dialog.getByRole('button', { name: new RegExp(name) })).toHaveCount(0)
  await host.walletButton.click()
  await expect(host.address).toHaveText(ACCOUNT)
  expect(warnings.sort()).toEqual([...MALFORMED_EIP6963_WARNINGS].sort())
})
