import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { DEMO_API_URL, DEMO_PORT_BASE, UI_APP_URL } from '../../playwright.config.js'
import { TEST_STACK_RPC_URLS } from '../fixtures/uiNetworks.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

// The on-ramp on the UI test page against the demo stack: its on-ramp API and its sandbox provider (port base + 9,
// on localhost: another site than the page). The Alpha extension wallet (EIP-6963, its own anvil key) buys DUSD;
// the sandbox pays it from its funded dev account on the first chain.

const [CHAIN_A] = TEST_STACK_RPC_URLS
const chain = createPublicClient({ transport: http(CHAIN_A) })
const QUERY = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project&onramp`
const SANDBOX_ORIGIN = `http://localhost:${DEMO_PORT_BASE + 9}`

/** The DUSD contract on the first chain, as the on-ramp options list it. */
async function dusdAddress(): Promise<`0x${string}`> {
  const response = await fetch(
    `${DEMO_API_URL}/v1/onramp/options?projectId=appkit-dev-project&st=appkit&sv=e2e`,
  )
  const options = (await response.json()) as {
    purchaseCurrencies: { symbol: string; networks: { name: string; contract_address: string }[] }[]
  }
  const network = options.purchaseCurrencies
    .find((entry) => entry.symbol === 'DUSD')
    ?.networks.find((entry) => entry.name === 'eip155:31337')
  if (!network) throw new Error('the stack offers no DUSD on eip155:31337')
  return network.contract_address as `0x${string}`
}

const dusdOf = (token: `0x${string}`, address: `0x${string}`) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** The view modules of the onramp plugin the page has requested so far (Vite serves each by its path). */
function viewRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    // The entry's own modules load with the page in development (the dev server does not tree-shake what
    // index.ts re-exports): the factory, its labels, errors, alerts, storage keys and their wire contract.
    if (
      /\/plugins\/onramp\/(?!(onramp|labels|index|errors|alerts|constants|protocol\/onramp)\.ts)/.test(path)
    )
      seen.push(path)
  })
  return seen
}

async function openOnRamp(page: Page, query = QUERY) {
  const modal = new ModalPage(page)
  const requested = viewRequests(page)
  await modal.goto(UI_APP_URL, query)
  await modal.connectAndOpenAccount(ALPHA_WALLET)
  // The Account view shows the action; nothing of the view has loaded yet (it loads on first show).
  expect(requested).toEqual([])
  await modal.dialog.getByRole('button', { name: 'Buy crypto' }).click()
  await expect
    .poll(() => requested.some((path) => path.endsWith('/plugins/onramp/OnRampView.tsx')))
    .toBe(true)
  await expect(modal.title()).toHaveText('Buy crypto')
  return modal
}

test('buys 50 USD of DUSD with the test card: limits refused, quotesLoading, the popup, a declined card, then the tokens on chain', async ({
  page,
}) => {
  const token = await dusdAddress()
  const before = await dusdOf(token, ALPHA_WALLET.address)
  const modal = await openOnRamp(page)
  const { dialog } = modal
  await expect(dialog.locator('[data-onramp-purchase]')).toHaveText('You buy DUSD on Dev chain 31337')
  await expect(dialog.locator('[data-onramp-limits]')).toHaveText('Card: 10.00 to 7500.00 USD')
  const amount = dialog.getByLabel('Amount')
  const error = dialog.locator('[data-onramp-error]')

  // Outside the card's limits: refused in the view, no quote asked.
  await amount.fill('5')
  await expect(error).toHaveText('The minimum by card is 10.00 USD')
  await amount.fill('8000')
  await expect(error).toHaveText('The maximum by card is 7500.00 USD')
  await expect(dialog.locator('[data-onramp-provider]')).toHaveCount(0)
  // A bank account goes up to 25000.
  await dialog.getByLabel('Payment method').selectOption('ach_bank_account')
  await expect(dialog.locator('[data-onramp-limits]')).toHaveText('Bank account: 10.00 to 25000.00 USD')
  await expect(error).toHaveCount(0)
  await expect(dialog.locator('[data-onramp-quote]')).toHaveText(/^You get 7,9\d\d\.\d\d DUSD$/)
  await dialog.getByLabel('Payment method').selectOption('card')

  // quotesLoading: the providers show a loading state while the quote is fetched (held back here for a moment).
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/v1/onramp/quote?**', async (route) => {
    await held
    await route.continue()
  })
  await amount.fill('50')
  await expect(dialog.locator('[data-onramp-quotes-loading]')).toBeVisible()
  release()
  const quote = dialog.locator('[data-onramp-quote]')
  await expect(quote).toHaveText(/^You get 48\.\d\d DUSD$/)
  // 2 % by card (1.00 USD) and the network fee.
  await expect(dialog.locator('[data-onramp-fees]')).toHaveText(/^Fees 1\.\d\d USD · total 50\.00 USD$/)
  await expect(dialog.locator('[data-onramp-mocked]')).toHaveCount(0)

  const opened = page.waitForEvent('popup')
  await dialog.locator('[data-onramp-provider]').click()
  const popup = await opened
  await popup.waitForURL((url) => url.origin === SANDBOX_ORIGIN)
  const link = new URL(popup.url())
  expect(link.searchParams.get('destinationCurrencyCode')).toBe('USDC')
  expect(link.searchParams.get('walletAddress')).toBe(ALPHA_WALLET.address)
  expect(link.searchParams.get('externalCustomerId')).toBe(ALPHA_WALLET.address)
  expect(link.searchParams.get('publicKey')).toBeTruthy()
  await expect(popup.getByRole('heading', { name: 'Buy DUSD' })).toBeVisible()
  await expect(popup.locator('#order')).toContainText(ALPHA_WALLET.address)
  await expect(popup.getByText('TEST MODE')).toBeVisible()
  await expect(dialog.locator('[data-onramp-status]')).toHaveText(
    'Complete the purchase in the Sandbox Pay window',
  )

  // The sandbox checks the limits too.
  await expect(popup.getByLabel('Amount (USD)')).toHaveValue('50.00')
  await popup.getByLabel('Amount (USD)').fill('5')
  await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
  await popup.getByLabel('Expiry (MM/YY)').fill('12/34')
  await popup.getByLabel('CVC').fill('123')
  await popup.getByRole('button', { name: 'Pay' }).click()
  await expect(popup.locator('#error')).toHaveText(
    'body.amount: 5 USD is below the card minimum of 10.00 USD',
  )
  await popup.getByLabel('Amount (USD)').fill('50.00')

  // The declined test card: the popup says so, the modal is told (from the sandbox's origin), nothing is sent.
  await popup.getByLabel('Card number').fill('4000 0000 0000 0002')
  await popup.getByRole('button', { name: 'Pay' }).click()
  await expect(popup.locator('#error')).toHaveText('Your card was declined')
  await expect(dialog.locator('[data-onramp-notice]')).toHaveText(
    'The provider declined the payment: Your card was declined. Try again in its window.',
  )
  expect(await dusdOf(token, ALPHA_WALLET.address)).toBe(before)

  // The paying test card: the sandbox sends the bought DUSD on chain; the modal waits for it in the balance.
  await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
  await popup.getByRole('button', { name: 'Pay' }).click()
  await expect(popup.getByRole('heading', { name: 'Payment complete' })).toBeVisible()
  const receipt = popup.locator('#receipt')
  await expect(receipt).toContainText('Paid50.00 USD')
  await expect(receipt).toContainText('Provider fee1.00 USD')
  const sent = /Sent([\d.]+) DUSD/.exec((await receipt.textContent()) ?? '')?.[1] ?? ''
  expect(Number(sent)).toBeGreaterThan(48)
  expect(Number(sent)).toBeLessThan(49.5)

  await expect(dialog.locator('[data-onramp-done]')).toContainText(
    `${Number(sent).toFixed(2)} DUSD arrived`,
    {
      timeout: 20_000,
    },
  )
  const after = await dusdOf(token, ALPHA_WALLET.address)
  expect(after).toBe(before + parseUnits(sent, 6))
  const shown = (await dialog.locator('[data-onramp-balance]').textContent()) ?? ''
  const balance = Number(/^New balance: ([\d,.]+) DUSD$/.exec(shown)?.[1]?.replaceAll(',', ''))
  expect(Math.abs(balance - Number(after) / 1e6)).toBeLessThanOrEqual(0.005)
})

test('options that cannot be loaded give sample data, marked as such', async ({ page }) => {
  await page.route('**/v1/onramp/options?**', (route) => route.fulfill({ status: 500, body: '{}' }))
  const modal = await openOnRamp(page)
  await expect(modal.dialog.locator('[data-onramp-sample]')).toHaveText(
    'Sample data: the on-ramp options could not be loaded',
  )
  // The sample's USDC is on Ethereum, not on the connected local chain: nothing to buy here.
  await expect(modal.dialog.locator('[data-onramp-unsupported]')).toHaveText(
    'Buying is not available on this network',
  )
})

test('a refused quote falls back to a mocked one, marked; the provider window closed unpaid returns to the form', async ({
  page,
}) => {
  await page.route('**/v1/onramp/quote?**', (route) => route.fulfill({ status: 503, body: '{}' }))
  const modal = await openOnRamp(page)
  await modal.dialog.getByLabel('Amount').fill('20')
  await expect(modal.dialog.locator('[data-onramp-quote]')).toHaveText('You get 19.60 DUSD')
  await expect(modal.dialog.locator('[data-onramp-mocked]')).toBeVisible()
  const opened = page.waitForEvent('popup')
  await modal.dialog.locator('[data-onramp-provider]').click()
  const popup = await opened
  await popup.waitForURL((url) => url.origin === SANDBOX_ORIGIN)
  await popup.close()
  await expect(modal.dialog.locator('[data-onramp-error]')).toHaveText(
    'The provider window was closed before the purchase was paid',
  )
})

test('features.onramp false leaves the Buy crypto action out', async ({ page }) => {
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, `${QUERY}&onrampOff`)
  await modal.connectAndOpenAccount(ALPHA_WALLET)
  await expect(modal.dialog.getByRole('button', { name: 'Buy crypto' })).toHaveCount(0)
})
