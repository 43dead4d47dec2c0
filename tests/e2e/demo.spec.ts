import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { activityHistoryResponseSchema } from '../../plugins/activity/protocol/history.js'
import { devStackInfoSchema } from '../../services/dev/devStackInfo.js'
import { ModalPage } from './pages/modal.js'

// `npm run demo` as Playwright starts it: the starter app with the dev wallet against the local stack.
const devStack = () => devStackInfoSchema.parse(JSON.parse(readFileSync('.appkit/dev.json', 'utf8')))

test('the demo connects with the dev wallet and shows ETH and token balances from the balance endpoint', async ({
  page,
}) => {
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.open()
  await expect(modal.wallet(/Dev Wallet/)).toContainText('Installed')
  await modal.connect(/Dev Wallet/)
  // The dev wallet holds EVM and Solana accounts under one name: the modal asks which.
  await modal.dialog.getByRole('button', { name: 'EVM networks' }).click()
  await expect(modal.dialog).toBeHidden()
  await page.getByRole('button', { name: /^0xf3/ }).first().click()
  await expect(modal.dialog.getByText('0xf3...b92266')).toBeVisible()
  const tokens = modal.dialog.getByRole('list', { name: 'Tokens' })
  await expect(tokens.locator('[data-token="ETH"]')).toContainText('ETH')
  await expect(tokens.locator('[data-token="DUSD"]')).toContainText('DUSD')
  await expect(tokens.locator('[data-token="DTK"]')).toContainText('DTK')
})

test('a transfer sent from the demo with the dev wallet is returned by the history endpoint', async ({
  page,
}) => {
  const { apiUrl, projectId } = devStack()
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.open()
  await modal.connect(/Dev Wallet/)
  await modal.dialog.getByRole('button', { name: 'EVM networks' }).click()
  await expect(modal.dialog).toBeHidden()
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  const result = page.getByRole('status', { name: 'Result' }).or(page.locator('output[aria-label="Result"]'))
  await expect(result).toContainText(/Transaction: 0x[0-9a-f]{64}/)
  const hash = ((await result.textContent()) ?? '').replace('Transaction: ', '').trim()
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${apiUrl}/v1/account/${account}/history?projectId=${projectId}&st=appkit&sv=e2e`,
        )
        const history = activityHistoryResponseSchema.parse(await response.json())
        return history.data.some(
          (transaction) => transaction.metadata.hash.toLowerCase() === hash.toLowerCase(),
        )
      },
      { timeout: 15_000 },
    )
    .toBe(true)
})

test('the demo connects Solana with the dev wallet: the local chain dev account and its SOL balance', async ({
  page,
}) => {
  const address = devStack().solana.accounts[0]?.address ?? ''
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.open()
  await modal.connect(/Dev Wallet/)
  await modal.dialog.getByRole('button', { name: 'Solana' }).click()
  await expect(modal.dialog).toBeHidden()
  await page
    .getByRole('button', { name: shortenAddress(address) })
    .first()
    .click()
  await expect(modal.dialog.getByText(shortenAddress(address))).toBeVisible()
  await expect(modal.dialog.getByText(/^[\d,]+(\.\d{1,3})? SOL$/).first()).toBeVisible()
})

test('the Tokens tab of a connected Solana account shows SOL and Dev USD from the services balance endpoint, and leaves out the zero-decimal Dev Ticket the endpoint also answers', async ({
  page,
}) => {
  const { apiUrl, solana } = devStack()
  const address = solana.accounts[0]?.address ?? ''
  const balanceReads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === apiUrl && url.pathname === `/v1/account/${address}/balance`)
      balanceReads.push(url.searchParams.get('chainId') ?? '')
  })
  // What the endpoint answered the page, to show the zero-decimal token reached it and the tab filtered it.
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return (
      url.origin === apiUrl &&
      url.pathname === `/v1/account/${address}/balance` &&
      url.searchParams.get('chainId') === solana.chainId
    )
  })
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.open()
  await modal.connect(/Dev Wallet/)
  await modal.dialog.getByRole('button', { name: 'Solana' }).click()
  await expect(modal.dialog).toBeHidden()
  await page
    .getByRole('button', { name: shortenAddress(address) })
    .first()
    .click()
  const tokens = modal.dialog.getByRole('list', { name: 'Tokens' })
  await expect(tokens.locator('[data-token="DUSD"]')).toContainText('DUSD')
  await expect(tokens.locator('[data-token="DUSD"]')).toContainText('1,000,000')
  await expect(tokens.locator('[data-token="SOL"]')).toContainText('SOL')
  expect(balanceReads).toContain(solana.chainId)
  const body = (await (await answered).json()) as {
    balances: { symbol: string; quantity: { decimals: string; numeric: string } }[]
  }
  expect(body.balances.find((item) => item.symbol === 'DTIX')?.quantity).toEqual({
    decimals: '0',
    numeric: '3',
  })
  // spec section 5: zero-decimal tokens are filtered; the list shows SOL and DUSD only.
  await expect(tokens.getByRole('listitem')).toHaveCount(2)
  await expect(tokens.locator('[data-token="DTIX"]')).toHaveCount(0)
  await expect(tokens).not.toContainText('Dev Ticket')
})

test("the starter's Solana row signs a message and sends 0.01 SOL with the dev wallet", async ({ page }) => {
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.open()
  await modal.connect(/Dev Wallet/)
  await modal.dialog.getByRole('button', { name: 'Solana' }).click()
  await expect(modal.dialog).toBeHidden()
  const output = page.getByRole('status', { name: 'Solana output', exact: true })
  await page.getByRole('button', { name: 'Sign Solana message' }).click()
  // 64 bytes in base64.
  await expect(output).toHaveText(/^Solana signature: [A-Za-z0-9+/]{86}==$/, { timeout: 15_000 })
  await page.getByRole('button', { name: 'Send 0.01 SOL' }).click()
  await expect(output).toHaveText(/^Solana transaction: [1-9A-HJ-NP-Za-km-z]{80,90}$/, { timeout: 30_000 })
})

test('a wallet of two namespaces is listed once; "Connect all" connects both, and switching network needs no new connect', async ({
  page,
}) => {
  const solanaAddress = devStack().solana.accounts[0]?.address ?? ''
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.open()
  // The dev wallet announces itself over EIP-6963 and the Wallet Standard under one name: one entry.
  await expect(modal.wallet(/Dev Wallet/)).toHaveCount(1)
  await modal.connect(/Dev Wallet/)
  await expect(modal.title()).toHaveText('Select Chain')
  await modal.dialog.getByRole('button', { name: 'Connect all' }).click()
  await expect(modal.dialog).toBeHidden()
  const wallet = page.getByRole('region', { name: 'Wallet' })
  const accountShown = wallet.locator('dd').first()
  await expect(accountShown).not.toHaveText('Not connected')
  // Both accounts are connected: moving between an EVM and a Solana network shows each without asking to connect.
  const evmAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const other = (await accountShown.textContent()) === solanaAddress ? evmAccount : solanaAddress
  await page.getByRole('banner').or(page.locator('header')).getByRole('button').first().click()
  await modal.dialog
    .getByRole('button', { name: /Local chain \d+|Solana Local/ })
    .first()
    .click()
  await expect(modal.title()).toHaveText('Choose Network')
  const target = other === solanaAddress ? /Solana Local/ : /Local chain 31337/
  await modal.dialog.getByRole('button', { name: target }).click()
  await expect(accountShown).toHaveText(other)
  await expect(modal.dialog.getByText('Select Chain')).toHaveCount(0)
})
