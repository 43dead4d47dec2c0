import { expect, test } from '@playwright/test'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { TEST_STACK_RPC_URLS } from '../fixtures/uiNetworks.js'
import { ALPHA_WALLET, BETA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'
import { setBalance } from './pages/uiWallets.js'

// The UI test page on the demo stack (its services API and two anvil chains): the header's balance
// and the Tokens tab's native row must read one source and move together.

const [CHAIN_A, CHAIN_B] = TEST_STACK_RPC_URLS
/** How long a change may take to show: one block poll (4 s) and a read, with room on a busy machine. */
const SHOWS_WITHIN_MS = 15_000

test.afterEach(async () => {
  // The stack's chains are shared with other specs: the wallets get back what they started with.
  for (const rpcUrl of TEST_STACK_RPC_URLS)
    for (const wallet of [ALPHA_WALLET, BETA_WALLET]) await setBalance(wallet, '10000', rpcUrl)
})

test('the header and the Tokens tab show one balance after a send, a block with a transfer and a chain switch', async ({
  page,
}) => {
  await setBalance(BETA_WALLET, '100', CHAIN_A)
  await setBalance(BETA_WALLET, '50', CHAIN_B)
  await setBalance(ALPHA_WALLET, '100', CHAIN_A)
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project`)
  await modal.connectAndOpenAccount(BETA_WALLET)
  const header = modal.dialog.locator('.balance')
  const native = modal.dialog.getByRole('list', { name: 'Tokens' }).locator('[data-token="ETH"]')
  /** The header's balance and the Tokens tab's native amount, as shown. */
  const shown = async () => [
    (await header.textContent())?.trim(),
    /[\d,.]+ ETH/.exec((await native.textContent()) ?? '')?.[0],
  ]
  await expect.poll(shown).toEqual(['100 ETH', '100 ETH'])

  // A send through the page's provider (the connected wallet signs with its anvil key). Both caches
  // (the page's 30 s and the services' 30 s) hold 100 ETH now: a stale read would show it.
  await page.evaluate(
    ([from, to]) =>
      (
        window as unknown as {
          appKit: { getProvider(namespace: string): { request(args: unknown): Promise<unknown> } }
        }
      ).appKit
        .getProvider('eip155')
        .request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0xde0b6b3a7640000' }] }),
    [BETA_WALLET.address, ALPHA_WALLET.address],
  )
  // 100 - 1 - gas, truncated to 3 decimals.
  await expect(header).toHaveText(/^98\.99\d ETH$/, { timeout: SHOWS_WITHIN_MS })
  const afterSend = (await header.textContent())?.trim()
  await expect.poll(shown, { timeout: SHOWS_WITHIN_MS }).toEqual([afterSend, afterSend])

  // A block with a transfer to the account, sent from elsewhere while the Account view is open.
  const alpha = createWalletClient({
    account: privateKeyToAccount(ALPHA_WALLET.privateKey),
    transport: http(CHAIN_A),
  })
  await alpha.sendTransaction({ to: BETA_WALLET.address, value: parseEther('2'), chain: null })
  await expect(header).toHaveText(/^100\.99\d ETH$/, { timeout: SHOWS_WITHIN_MS })
  const afterTransfer = (await header.textContent())?.trim()
  await expect.poll(shown, { timeout: SHOWS_WITHIN_MS }).toEqual([afterTransfer, afterTransfer])

  // A chain switch from the Account view: both show the second chain's balance.
  await modal.dialog.getByRole('button', { name: /Local chain 31337/ }).click()
  await modal.dialog.getByRole('button', { name: /Local chain 31338/ }).click()
  await expect(modal.dialog.getByRole('button', { name: /Local chain 31338/ })).toBeVisible()
  await expect.poll(shown, { timeout: SHOWS_WITHIN_MS }).toEqual(['50 ETH', '50 ETH'])
})

test("a refused balance read shows 'Token Balance Unavailable' in the header and the Tokens tab; the next read shows the balance", async ({
  page,
}) => {
  await setBalance(ALPHA_WALLET, '100', CHAIN_A)
  // The chain's RPC refuses eth_getBalance (the header's read; every retry too), and the services API refuses
  // the balance endpoint (the Tokens tab's read). The wallet's other calls go through.
  const refuseBalance = (route: import('@playwright/test').Route) =>
    route.request().postData()?.includes('"eth_getBalance"')
      ? route.fulfill({ status: 503, body: 'down' })
      : route.fallback()
  await page.route(`${CHAIN_A}/**`, refuseBalance)
  await page.route(CHAIN_A, refuseBalance)
  await page.route(/\/v1\/account\/[^/]+\/balance/, (route) => route.fulfill({ status: 503, body: 'down' }))
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project`)
  await modal.connectAndOpenAccount(ALPHA_WALLET)
  const header = modal.dialog.locator('.balance')
  await expect(header).toHaveText('Token Balance Unavailable', { timeout: SHOWS_WITHIN_MS })
  await expect(modal.dialog.getByRole('tabpanel')).toContainText('Token Balance Unavailable')
  expect(
    await page.evaluate(() => (window as unknown as WithAccount).appKit.getAccount().balanceUnavailableAt),
  ).toEqual(expect.any(Number))

  // The RPC answers again: the next read (a block with a transfer to the account) shows the balance.
  await page.unrouteAll({ behavior: 'wait' })
  const beta = createWalletClient({
    account: privateKeyToAccount(BETA_WALLET.privateKey),
    transport: http(CHAIN_A),
  })
  await beta.sendTransaction({ to: ALPHA_WALLET.address, value: parseEther('2'), chain: null })
  await expect(header).toHaveText('102 ETH', { timeout: SHOWS_WITHIN_MS })
})

type WithAccount = { appKit: { getAccount(): { balanceUnavailableAt?: number } } }
