import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { DEV_ACCOUNTS, snapshotChains } from '../fixtures/anvil.js'
import { announceMalformedEip6963Wallets, MALFORMED_EIP6963_WARNINGS } from '../fixtures/malformedWallets.js'
import { EVM_E2E_RPC_URLS } from './app/constants.js'
import { ACCOUNT, openEvmHost, SHORT_ACCOUNT, WALLET_NAME, WALLET_RDNS } from './evmHost.js'

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

type Paint = { button: string; status: string; address: string }

/**
 * Every state of the account button (text, data-status) and of the page's own account output (the account
 * state, appKit.getAccount) from page start: an init script runs before the page's own.
 */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const paints: Paint[] = []
    ;(window as unknown as { __paints: Paint[] }).__paints = paints
    new MutationObserver(() => {
      const button = document.querySelector('button[data-status]')
      if (!button) return
      const paint = {
        button: button.textContent ?? '',
        status: button.getAttribute('data-status') ?? '',
        address: document.querySelector('output[aria-label="Address"]')?.textContent ?? '',
      }
      const last = paints.at(-1)
      if (!last || JSON.stringify(last) !== JSON.stringify(paint)) paints.push(paint)
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { __paints: Paint[] }).__paints)
}

test('a returning visitor: the account button shows the stored address from the first paint; the account state is connected only once the wallet confirms it', async ({
  page,
}) => {
  const host = await openEvmHost(page)
  await host.connect()
  const paints = await recordPaints(page)
  await page.reload()
  await expect(page.locator('button[data-status]')).toHaveAttribute('data-status', 'connected')
  await expect(host.address).toHaveText(ACCOUNT)
  expect(await host.wallet.requests()).toContain('eth_accounts')
  const seen = await paints()
  // Every paint of the button shows the address; the page's account is empty until the status is connected.
  expect(seen.map((paint) => paint.button)).toEqual(seen.map(() => SHORT_ACCOUNT))
  expect(seen[0]).toMatchObject({ address: '' })
  expect(seen[0]?.status).not.toBe('connected')
  for (const paint of seen) if (paint.address) expect(paint.status).toBe('connected')
  // The button's click opens the Account view (the session is restored by then).
  await host.openAccount()
})

test('a returning visitor whose wallet no longer knows the site: the stored address shows, then "Connect Wallet"', async ({
  page,
}) => {
  const host = await openEvmHost(page)
  await host.connect()
  // A new tab: the wallet (which remembers the site per tab) no longer authorizes it, the page's storage stays.
  const next = await page.context().newPage()
  const paints = await recordPaints(next)
  const returning = await openEvmHost(next)
  await expect(next.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  const buttons = [...new Set((await paints()).map((paint) => paint.button))]
  expect(buttons).toEqual([SHORT_ACCOUNT, 'Connect Wallet'])
  expect((await paints()).every((paint) => paint.address === '')).toBe(true)
  expect(await returning.wallet.requests()).toContain('eth_accounts')
  const stored = await returning.storedKeys()
  expect(stored).not.toContain('@appkit/connected_address/eip155')
  expect(stored).not.toContain('@appkit/connection_status/eip155')
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
