import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { formatBalance } from '../../kernel/format/truncateBalance.js'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { DEV_DEPLOYER_KEY } from '../../services/chain/devAccounts.js'
import { TEST_STACK_RPC_URLS } from '../fixtures/uiNetworks.js'
import { ALPHA_WALLET, BETA_WALLET, UNCONFIGURED_CHAIN } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'
import { setBalance, walletOf } from './pages/uiWallets.js'

// The Send view on the UI test page against the demo stack (its services API and anvil chains): the
// Alpha extension wallet (EIP-6963, signing with its anvil key) sends ETH and the dev ERC-20 DUSD to Beta.

const [CHAIN_A] = TEST_STACK_RPC_URLS
const chain = createPublicClient({ transport: http(CHAIN_A) })
const QUERY = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project&send`

test.afterEach(async () => {
  // The stack's chains are shared with other specs: the wallets get back what they started with.
  for (const wallet of [ALPHA_WALLET, BETA_WALLET]) await setBalance(wallet, '10000', CHAIN_A)
})

/** The DUSD contract on the first chain, as the services' balance endpoint lists it for a dev account. */
async function dusdAddress(): Promise<`0x${string}`> {
  const response = await fetch(
    `${DEMO_API_URL}/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance?currency=usd&chainId=eip155:31337&projectId=appkit-dev-project&st=appkit&sv=e2e`,
  )
  const { balances } = (await response.json()) as { balances: { symbol: string; address?: string }[] }
  const address = balances.find((item) => item.symbol === 'DUSD')?.address
  if (!address) throw new Error('the stack lists no DUSD on eip155:31337')
  // Listed as CAIP-10: eip155:31337:0x…
  return address.split(':').at(-1) as `0x${string}`
}

/** The view modules of the send and receive plugins the page has requested so far (Vite serves each by its path). */
function viewRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    // The entries' own modules load with the page: the factory, its labels, and (the dev server does not
    // tree-shake) the errors and constants the entry re-exports.
    if (/\/plugins\/(send|receive)\/(?!(send|receive|labels|index|errors|constants)\.ts)/.test(path))
      seen.push(path)
  })
  return seen
}

async function openSend(page: Page) {
  const modal = new ModalPage(page)
  const requested = viewRequests(page)
  await modal.goto(UI_APP_URL, QUERY)
  await modal.connectAndOpenAccount(ALPHA_WALLET)
  // The Account view shows both actions; neither view has loaded anything yet (each loads on first show).
  await expect(modal.dialog.locator('[data-account-action]')).toHaveText([/Receive/, /Send/])
  expect(requested).toEqual([])
  await modal.dialog.getByRole('button', { name: 'Send' }).click()
  await expect.poll(() => requested.some((path) => path.endsWith('/plugins/send/SendView.tsx'))).toBe(true)
  expect(requested.filter((path) => path.includes('/plugins/receive/'))).toEqual([])
  await expect(modal.title()).toHaveText('Send')
  const form = {
    modal,
    amount: modal.dialog.getByLabel('Amount'),
    receiver: modal.dialog.getByLabel('Receiver address or name'),
    preview: modal.dialog.getByRole('button', { name: 'Preview send' }),
    error: modal.dialog.locator('[data-send-error]'),
    pick: async (symbol: string) => {
      await modal.dialog.locator('[data-send-token]').click()
      await modal.dialog
        .getByRole('list', { name: 'Your tokens' })
        .locator(`[data-token="${symbol}"]`)
        .click()
      await expect(modal.dialog.locator('[data-send-token]')).toContainText(symbol)
    },
  }
  return form
}

test('sends ETH: every validation message, the preview with its fee, a wallet rejection, then a send that resets and links the transaction', async ({
  page,
}) => {
  await setBalance(ALPHA_WALLET, '100', CHAIN_A)
  const before = await chain.getBalance({ address: BETA_WALLET.address })
  const { modal, amount, receiver, preview, error, pick } = await openSend(page)

  await preview.click()
  await expect(error).toHaveText('An amount and receiver address are required')
  await amount.fill('1')
  await preview.click()
  await expect(error).toHaveText('An amount and receiver address are required')
  await receiver.fill(BETA_WALLET.address)
  await preview.click()
  await expect(error).toHaveText('A token is required')
  // The header's Back leaves the token list for the form, whose entries stay.
  await modal.dialog.locator('[data-send-token]').click()
  await expect(modal.dialog.getByRole('list', { name: 'Your tokens' })).toBeVisible()
  await modal.dialog.getByRole('button', { name: 'Back' }).click()
  await expect(modal.title()).toHaveText('Send')
  await expect(amount).toHaveValue('1')
  await pick('ETH')
  await expect(modal.dialog.locator('[data-send-usd]')).toHaveText('≈ 3,000.00 USD')
  await receiver.fill('0x1234')
  await preview.click()
  await expect(error).toHaveText('Invalid receiver address')
  await receiver.fill(BETA_WALLET.address)
  await amount.fill('0')
  await preview.click()
  await expect(error).toHaveText('Enter an amount above 0')
  await amount.fill('5000')
  await preview.click()
  await expect(error).toHaveText('Insufficient funds for the amount and the network fee')

  await amount.fill('1')
  await preview.click()
  const list = modal.dialog.locator('[data-send-preview]')
  await expect(list.locator('[data-preview="amount"]')).toContainText('1 ETH')
  await expect(list.locator('[data-preview="receiver"]')).toHaveText(BETA_WALLET.address)
  // 21000 gas at anvil's gas price: a small, non-zero amount of ETH.
  await expect(list.locator('[data-preview="fee"]')).toHaveText(/^0\.0000\d+ ETH/)
  // Back from the preview returns to the form with its entries, and the preview comes again.
  await modal.dialog.getByRole('button', { name: 'Back' }).click()
  await expect(receiver).toHaveValue(BETA_WALLET.address)
  await expect(amount).toHaveValue('1')
  await preview.click()
  await expect(list.locator('[data-preview="amount"]')).toContainText('1 ETH')

  // The user says no in the wallet: the catalogue's text, and nothing is sent.
  await modal.rejectNextConnection(ALPHA_WALLET)
  await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(error).toHaveText('User rejected the request.')
  expect(await chain.getBalance({ address: BETA_WALLET.address })).toBe(before)

  await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal.title()).toHaveText('Account')
  const toast = modal.page.locator('appkit-modal').locator('.toast')
  await expect(toast).toContainText('Sent 1 ETH')
  const link = toast.getByRole('link', { name: 'View on explorer' })
  await expect(link).toHaveAttribute('href', /^https:\/\/explorer-31337\.test\/tx\/0x[0-9a-f]{64}$/)
  const hash = ((await link.getAttribute('href')) ?? '').split('/tx/')[1] as `0x${string}`
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await chain.getBalance({ address: BETA_WALLET.address })).toBe(before + parseEther('1'))
  // The header's balance follows (the account data is read again once the send is mined).
  await expect(modal.dialog.locator('.balance')).toHaveText(/^98\.99\d ETH$/, { timeout: 15_000 })

  // The send state was reset: the view opens empty.
  await modal.dialog.getByRole('button', { name: 'Send' }).click()
  await expect(modal.dialog.locator('[data-send-token]')).toHaveText('Select token')
  await expect(amount).toHaveValue('')
  await expect(receiver).toHaveValue('')
})

test('sends DUSD, the dev ERC-20, through its transfer call; max fills in the balance', async ({ page }) => {
  const token = await dusdAddress()
  // The deployer holds DUSD on the stack: it gives Alpha some to send.
  const deployer = createWalletClient({
    account: privateKeyToAccount(DEV_DEPLOYER_KEY),
    transport: http(CHAIN_A),
  })
  const funding = await deployer.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [ALPHA_WALLET.address, parseUnits('50', 6)],
    chain: null,
  })
  await chain.waitForTransactionReceipt({ hash: funding })
  const before = await chain.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [BETA_WALLET.address],
  })

  const { modal, amount, receiver, preview, error, pick } = await openSend(page)
  await pick('DUSD')
  // Max fills the whole balance (a token keeps no fee back); the button shows it by the balance rule.
  await modal.dialog.getByRole('button', { name: 'Max' }).click()
  await expect(amount).not.toHaveValue('')
  const balance = await amount.inputValue()
  expect(Number(balance)).toBeGreaterThanOrEqual(50)
  await expect(modal.dialog.locator('[data-send-token]')).toContainText(
    `Balance: ${formatBalance({ value: balance, symbol: 'DUSD' })}`,
  )

  await amount.fill('12.5')
  await expect(modal.dialog.locator('[data-send-usd]')).toHaveText('≈ 12.50 USD')
  await receiver.fill(BETA_WALLET.address)
  await amount.fill('12.1234567')
  await preview.click()
  await expect(error).toHaveText('Enter an amount above 0')
  await amount.fill('12.5')
  await preview.click()
  const list = modal.dialog.locator('[data-send-preview]')
  await expect(list.locator('[data-preview="amount"]')).toContainText('12.5 DUSD')
  await expect(list.locator('[data-preview="fee"]')).toHaveText(/^0\.0000\d+ ETH/)
  await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()

  const toast = modal.page.locator('appkit-modal').locator('.toast')
  await expect(toast).toContainText('Sent 12.5 DUSD')
  const href = (await toast.getByRole('link', { name: 'View on explorer' }).getAttribute('href')) ?? ''
  const receipt = await chain.waitForTransactionReceipt({ hash: href.split('/tx/')[1] as `0x${string}` })
  // The wallet called the token's contract, not Beta: an ERC-20 transfer.
  expect(receipt.to?.toLowerCase()).toBe(token.toLowerCase())
  expect(
    await chain.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [BETA_WALLET.address],
    }),
  ).toBe(before + parseUnits('12.5', 6))
})

// 'Unsupported chain' as a user reaches it: the wallet moves to a chain the page does not configure while a
// send is being prepared, and the page opens the Send view again. The other two ways to it (a namespace other
// than eip155 and solana; one whose plugin contributes no transfer builder) need a namespace plugin without a
// builder, which no installable plugin is: validateSend.test.ts covers them. So does the rule that an ERC-20
// transfer needs the token address: the Send view's tokens come from the services' balance endpoint, which
// lists every token that is not the native currency with its CAIP-10 address, so no user can pick one without.
test("a send prepared on a configured chain is refused with 'Unsupported chain' once the wallet moved to one the page does not configure", async ({
  page,
}) => {
  const { modal, amount, receiver, preview, error, pick } = await openSend(page)
  await pick('ETH')
  await amount.fill('1')
  await receiver.fill(BETA_WALLET.address)
  // In the wallet's own window: Polygon, which the page does not configure.
  await walletOf(page, ALPHA_WALLET).switchChain(UNCONFIGURED_CHAIN.chainId)
  await expect(modal.title()).toHaveText('Switch Network')
  await page.evaluate(() =>
    (window as unknown as { appKit: { open(options: object): Promise<void> } }).appKit.open({
      view: 'WalletSend',
    }),
  )
  await expect(modal.title()).toHaveText('Send')
  // The form kept what the user entered.
  await expect(modal.dialog.locator('[data-send-token]')).toContainText('ETH')
  await expect(amount).toHaveValue('1')
  await preview.click()
  await expect(error).toHaveText('Unsupported chain')
  await expect(modal.dialog.locator('[data-send-preview]')).toHaveCount(0)
})
