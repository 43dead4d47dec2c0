import { expect, type Page, test } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { TEST_STACK_RPC_URLS } from '../fixtures/uiNetworks.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'
import { setBalance } from './pages/uiWallets.js'

// The Swap view on the UI test page against the demo stack: its convert API on the Uniswap v2 exchange
// `appkit dev` deploys on the anvil chains, and the Alpha extension wallet (EIP-6963, signing with its anvil
// key) that approves and swaps.

const [CHAIN_A] = TEST_STACK_RPC_URLS
const chain = createPublicClient({ transport: http(CHAIN_A) })
const QUERY = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project&swaps`

test.afterEach(async () => {
  await setBalance(ALPHA_WALLET, '10000', CHAIN_A)
})

/** The dev tokens' contracts on the first chain, as the convert API lists them. */
async function tokenAddresses(): Promise<Record<string, Address>> {
  const response = await fetch(
    `${DEMO_API_URL}/v1/convert/tokens?chainId=eip155:31337&projectId=appkit-dev-project&st=appkit&sv=e2e`,
  )
  const { tokens } = (await response.json()) as { tokens: { symbol: string; address: string }[] }
  return Object.fromEntries(tokens.map((token) => [token.symbol, token.address.split(':').at(-1) as Address]))
}

const balanceOf = (token: Address) =>
  chain.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [ALPHA_WALLET.address],
  })

/** The plugin modules the page has requested beyond its entry (Vite serves each by its path). */
function viewRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (/\/plugins\/swaps\/(?!(swaps|labels|index|errors|constants)\.ts)/.test(path)) seen.push(path)
  })
  return seen
}

/** Waits for the quote, then reads what it promises: the amount received and the minimum, in smallest units. */
async function readQuote(modal: ModalPage) {
  const quote = modal.dialog.locator('[data-swap-quote]')
  await expect(quote).toBeVisible({ timeout: 10_000 })
  const minimum = BigInt((await quote.locator('[data-quote="minimum"]').getAttribute('data-units')) ?? '0')
  await expect(quote.locator('[data-quote="priceImpact"]')).toHaveText(/^\d+\.\d\d%$/)
  await expect(quote.locator('[data-quote="fee"]')).toHaveText(/^0\.\d+ ETH$/)
  return { minimum, received: (await quote.locator('[data-quote="received"]').textContent()) ?? '' }
}

async function pick(modal: ModalPage, side: 'from' | 'to', symbol: string) {
  await modal.dialog.locator(`[data-swap-token="${side}"]`).click()
  await modal.dialog.getByRole('list', { name: 'Tokens to swap' }).locator(`[data-token="${symbol}"]`).click()
  await expect(modal.dialog.locator(`[data-swap-token="${side}"]`)).toContainText(symbol)
}

test('swaps ETH to DUSD, then DUSD to DTK with the approval step: balances change as quoted, within slippage', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await setBalance(ALPHA_WALLET, '100', CHAIN_A)
  const { DUSD, DTK } = await tokenAddresses()
  if (!DUSD || !DTK) throw new Error('the stack lists no DUSD or DTK to swap')
  const modal = new ModalPage(page)
  const requested = viewRequests(page)
  await modal.goto(UI_APP_URL, QUERY)
  await modal.connectAndOpenAccount(ALPHA_WALLET)
  const action = modal.dialog.getByRole('button', { name: 'Swap' })
  await expect(action).toBeVisible()
  // Nothing of the view has loaded before it is shown.
  expect(requested).toEqual([])
  await action.click()
  await expect(modal.title()).toHaveText('Swap')
  await expect.poll(() => requested.some((path) => path.endsWith('/plugins/swaps/SwapView.tsx'))).toBe(true)

  // ETH to DUSD: no approval for the native currency.
  await pick(modal, 'from', 'ETH')
  await pick(modal, 'to', 'DUSD')
  await expect(modal.dialog.locator('[data-swap-balance="from"]')).toHaveText('Balance: 100 ETH')
  const dusdBefore = await balanceOf(DUSD)
  const ethBefore = await chain.getBalance({ address: ALPHA_WALLET.address })
  await modal.dialog.getByLabel('Amount').fill('1')
  const first = await readQuote(modal)
  expect(first.received).toMatch(/^You receive ≈ [\d,.]+ DUSD$/)
  await modal.dialog.locator('[data-swap-action="swap"]').click()
  const toast = page.locator('appkit-modal').locator('.toast')
  await expect(toast).toContainText(/Swapped 1 ETH for [\d,.]+ DUSD/, { timeout: 20_000 })
  const dusdGained = (await balanceOf(DUSD)) - dusdBefore
  // The quote said this much: what arrived is at least the minimum (1% slippage) and at most the quote.
  expect(dusdGained).toBeGreaterThanOrEqual(first.minimum)
  expect(dusdGained).toBeLessThanOrEqual((first.minimum * 100n) / 99n + 1n)
  const ethSpent = ethBefore - (await chain.getBalance({ address: ALPHA_WALLET.address }))
  expect(ethSpent > 10n ** 18n && ethSpent < 10n ** 18n + 10n ** 16n).toBe(true)
  // The view read the balances again: ETH went down by the amount and the fee.
  await expect(modal.dialog.locator('[data-swap-balance="from"]')).toHaveText(/^Balance: 98\.99\d+ ETH$/)

  // DUSD to DTK: the router may not spend DUSD yet, so the view asks for the approval first.
  await pick(modal, 'from', 'DUSD')
  await pick(modal, 'to', 'DTK')
  const dtkBefore = await balanceOf(DTK)
  await modal.dialog.getByLabel('Amount').fill('100')
  const second = await readQuote(modal)
  const approve = modal.dialog.locator('[data-swap-action="approve"]')
  await expect(approve).toHaveText('Approve DUSD')
  await approve.click()
  await expect(toast).toContainText('DUSD approved', { timeout: 20_000 })
  const swap = modal.dialog.locator('[data-swap-action="swap"]')
  await expect(swap).toBeEnabled({ timeout: 10_000 })
  await swap.click()
  await expect(toast).toContainText(/Swapped 100 DUSD for [\d,.]+ DTK/, { timeout: 20_000 })
  const dtkGained = (await balanceOf(DTK)) - dtkBefore
  expect(dtkGained).toBeGreaterThanOrEqual(second.minimum)
  expect(dtkGained).toBeLessThanOrEqual((second.minimum * 100n) / 99n + 1n)
  expect(await balanceOf(DUSD)).toBe(dusdBefore + dusdGained - 100_000_000n)
})

test("opens on swap arguments, the picker's Back keeps them, says so for too little balance, and features.swaps off leaves the action out", async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, QUERY)
  await modal.connectAndOpenAccount(ALPHA_WALLET)
  await expect(modal.dialog.locator('[data-account-action]')).toHaveText([/Swap/])
  await page.evaluate(() =>
    (window as unknown as { appKit: { open(options: unknown): Promise<void> } }).appKit.open({
      view: 'Swap',
      data: { fromToken: 'ETH', toToken: 'DTK', amount: '0.05' },
    }),
  )
  await expect(modal.title()).toHaveText('Swap')
  await expect(modal.dialog.locator('[data-swap-token="from"]')).toContainText('ETH')
  await expect(modal.dialog.locator('[data-swap-token="to"]')).toContainText('DTK')
  await expect(modal.dialog.getByLabel('Amount')).toHaveValue('0.05')
  await readQuote(modal)
  // The token picker's Back is the header's, by keyboard too: it returns to the form with its entries kept.
  const back = modal.dialog.getByRole('button', { name: 'Back' })
  const picker = modal.dialog.getByRole('list', { name: 'Tokens to swap' })
  await modal.dialog.locator('[data-swap-token="to"]').focus()
  await page.keyboard.press('Enter')
  await expect(picker.getByRole('button').first()).toBeFocused()
  // Backwards from the list: the header's Close, then its Back. The list may still re-render as its balances
  // arrive (on a loaded machine focus can then start again from the dialog's end), so up to 4 presses.
  for (let press = 0; press < 4 && !(await back.evaluate((node) => node.matches(':focus'))); press++)
    await page.keyboard.press('Shift+Tab')
  await expect(back).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(picker).toHaveCount(0)
  await expect(modal.title()).toHaveText('Swap')
  await expect(modal.dialog.locator('[data-swap-token="to"]')).toBeFocused()
  await expect(modal.dialog.locator('[data-swap-token="to"]')).toContainText('DTK')
  await expect(modal.dialog.getByLabel('Amount')).toHaveValue('0.05')
  await modal.dialog.locator('[data-swap-token="from"]').click()
  await back.click()
  await expect(modal.dialog.locator('[data-swap-token="from"]')).toContainText('ETH')
  await expect(modal.dialog.locator('[data-swap-quote]')).toBeVisible()
  await modal.dialog.getByLabel('Amount').fill('100000')
  await expect(modal.dialog.getByRole('button', { name: 'Insufficient ETH balance' })).toBeDisabled()

  const off = new ModalPage(await page.context().newPage())
  await off.goto(UI_APP_URL, `${QUERY}&swapsOff`)
  await off.connectAndOpenAccount(ALPHA_WALLET)
  await expect(off.dialog.locator('[data-account-action]')).toHaveCount(0)
})
