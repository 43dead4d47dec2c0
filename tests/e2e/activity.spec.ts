import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, createWalletClient, type Hex, http, parseAbi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { DEV_DEPLOYER_KEY } from '../../services/chain/devAccounts.js'
import { TEST_STACK_RPC_URLS } from '../fixtures/uiNetworks.js'
import { ALPHA_WALLET, BETA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'
import { setBalance } from './pages/uiWallets.js'

// The Activity and NFTs tabs on the UI test page against the demo stack: the Alpha extension wallet (EIP-6963,
// signing with its anvil key) sends ETH, through the Send view and from its key, and receives the dev ERC-721s
// `appkit dev` deployed; the tabs read the services' history and NFT list, which the stack's indexer wrote.

const [CHAIN_A] = TEST_STACK_RPC_URLS
const CAIP2 = 'eip155:31337'
const SDK = 'projectId=appkit-dev-project&st=appkit&sv=e2e'
const chain = createPublicClient({ transport: http(CHAIN_A) })
const QUERY = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project&send&activity`

test.afterEach(async () => {
  // The stack's chains are shared with other specs: the wallets get back what they started with.
  for (const wallet of [ALPHA_WALLET, BETA_WALLET]) await setBalance(wallet, '10000', CHAIN_A)
})

/** What the page asks the services for, and which of the two plugins' modules it loads (Vite serves each by path). */
function watch(page: Page) {
  const seen = { api: [] as string[], modules: [] as string[] }
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/\/v1\/account\/[^/]+\/(history|nfts)$/.test(url.pathname))
      seen.api.push(`${url.pathname}${url.search}`)
    // The entries' own modules load with the page: the factory, its labels and what the entry re-exports.
    if (/\/plugins\/(activity|nfts)\/(?!(activity|nfts|labels|index|errors)\.ts)/.test(url.pathname))
      seen.modules.push(url.pathname)
  })
  return seen
}

/** Waits until the services' history of Alpha on the first chain lists `hash` (the indexer polls every second). */
async function indexed(hash: string) {
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${DEMO_API_URL}/v1/account/${ALPHA_WALLET.address}/history?chainId=${CAIP2}&${SDK}`,
        )
        const { data } = (await response.json()) as { data: { metadata: { hash: string } }[] }
        return data.some((transaction) => transaction.metadata.hash === hash)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
}

async function openAccount(page: Page, query = QUERY) {
  const modal = new ModalPage(page)
  const seen = watch(page)
  await modal.goto(UI_APP_URL, query)
  await modal.connectAndOpenAccount(ALPHA_WALLET)
  return { modal, seen, tab: (name: string) => modal.dialog.getByRole('tab', { name }) }
}

test('activity lists the sends made in the test, newest first, and loads the next page as the list scrolls', async ({
  page,
}) => {
  await setBalance(ALPHA_WALLET, '100', CHAIN_A)
  const { modal, seen, tab } = await openAccount(page)
  await expect(modal.dialog.getByRole('tab')).toHaveText(['Tokens', 'NFTs', 'Activity'])
  // The Account view is open: neither tab has loaded or asked anything yet (each loads on first show).
  expect(seen).toEqual({ api: [], modules: [] })

  // One send through the Send view...
  await modal.dialog.getByRole('button', { name: 'Send' }).click()
  await modal.dialog.locator('[data-send-token]').click()
  await modal.dialog.getByRole('list', { name: 'Your tokens' }).locator('[data-token="ETH"]').click()
  await modal.dialog.getByLabel('Amount').fill('0.123')
  await modal.dialog.getByLabel('Receiver address or name').fill(BETA_WALLET.address)
  await modal.dialog.getByRole('button', { name: 'Preview send' }).click()
  await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  const toast = page.locator('appkit-modal').locator('.toast')
  const href = (await toast.getByRole('link', { name: 'View on explorer' }).getAttribute('href')) ?? ''
  const viewSend = href.split('/tx/')[1] as Hex
  await chain.waitForTransactionReceipt({ hash: viewSend })
  await expect(modal.title()).toHaveText('Account')

  // ...then 20 more from the wallet's key, enough that the view's send is on the second page (20 a page).
  const wallet = createWalletClient({
    account: privateKeyToAccount(ALPHA_WALLET.privateKey),
    transport: http(CHAIN_A),
  })
  // One after the other: anvil mines each at once, in its own block (sent together, they could share one).
  const hashes: Hex[] = []
  for (let index = 1; index <= 20; index++) {
    const value = parseEther(`0.0${String(index).padStart(2, '0')}`)
    hashes.push(await wallet.sendTransaction({ to: BETA_WALLET.address, value, chain: null }))
  }
  for (const hash of hashes) await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  await indexed(hashes.at(-1) as Hex)

  await tab('Activity').click()
  const list = modal.dialog.getByRole('list', { name: 'Activity' })
  const rows = list.locator('[data-transaction]')
  // Newest first: 0.020 ETH, the last sent; the signs are the spec's (a send has none).
  await expect(rows.first()).toHaveAttribute('data-transaction', hashes.at(-1) as string)
  await expect(rows.first().locator('[data-quantity]')).toHaveText('0.020 ETH')
  await expect(rows.first()).toContainText('Sent')
  await expect(rows.first()).toContainText(`to ${BETA_WALLET.short}`)
  await expect(rows.first().locator('[data-status]')).toHaveText('Confirmed')
  await expect(rows.first().locator('time')).toHaveText(/now|seconds? ago|minute ago/)
  await expect(rows.first().getByRole('link', { name: 'View on explorer' })).toHaveAttribute(
    'href',
    `https://explorer-31337.test/tx/${hashes.at(-1)}`,
  )
  // The tab asks for the active chain's history (again every 5 s while it shows, for what lands meanwhile).
  const historyRequests = seen.api.filter((path) => path.includes('/history'))
  expect(historyRequests.length).toBeGreaterThan(0)
  for (const path of historyRequests)
    expect(path).toMatch(/^\/v1\/account\/0x[0-9a-fA-F]{40}\/history\?chainId=eip155%3A31337&/)
  expect(seen.modules.some((path) => path.endsWith('/plugins/activity/ActivityView.tsx'))).toBe(true)
  expect(seen.modules.filter((path) => path.includes('/plugins/nfts/'))).toEqual([])

  // The view's send is older than the first page: scrolling to the list's end loads the next page with the cursor.
  const viewSendRow = list.locator(`[data-transaction="${viewSend}"]`)
  await expect(viewSendRow).toHaveCount(0)
  // The list is taller than the dialog: the user scrolls the view with the wheel, under the header, which stays.
  await rows.first().hover()
  await page.mouse.wheel(0, 4000)
  await expect(modal.title()).toBeInViewport()
  await expect(viewSendRow).toHaveCount(1)
  await expect(viewSendRow.locator('[data-quantity]')).toHaveText('0.123 ETH')
  expect(seen.api.some((path) => path.includes('/history?') && path.includes('cursor='))).toBe(true)
  expect(await rows.count()).toBeGreaterThan(20)

  // A send that lands while the tab shows appears on top without reopening it: the first page is read again.
  const late = await wallet.sendTransaction({
    to: BETA_WALLET.address,
    value: parseEther('0.042'),
    chain: null,
  })
  await chain.waitForTransactionReceipt({ hash: late, pollingInterval: 50 })
  await expect(rows.first()).toHaveAttribute('data-transaction', late, { timeout: 15_000 })
  await expect(rows.first().locator('[data-quantity]')).toHaveText('0.042 ETH')
  await expect(viewSendRow).toHaveCount(1)
})

test('the NFTs tab shows the dev collection; Activity shows the NFT transfer and leaves the spam airdrop out', async ({
  page,
}) => {
  // The dev accounts hold the dev collection and the spam-flagged airdrop; the first gives Alpha one of each.
  const response = await fetch(
    `${DEMO_API_URL}/v1/account/${privateKeyToAccount(DEV_DEPLOYER_KEY).address}/nfts?chainId=${CAIP2}&${SDK}`,
  )
  const { nfts } = (await response.json()) as {
    nfts: { contract: Hex; tokenId: string; collection: { symbol: string } }[]
  }
  const token = nfts.find((nft) => nft.collection.symbol === 'DCOL')
  const spam = nfts.find((nft) => nft.collection.symbol === 'AIRDROP')
  if (!token || !spam) throw new Error('the stack deployed no dev collection on eip155:31337')
  const deployer = createWalletClient({
    account: privateKeyToAccount(DEV_DEPLOYER_KEY),
    transport: http(CHAIN_A),
  })
  const erc721 = parseAbi(['function transferFrom(address from, address to, uint256 tokenId)'])
  const gifts: Hex[] = []
  for (const nft of [token, spam]) {
    const hash = await deployer.writeContract({
      address: nft.contract,
      abi: erc721,
      functionName: 'transferFrom',
      args: [deployer.account.address, ALPHA_WALLET.address, BigInt(nft.tokenId)],
      chain: null,
    })
    await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    gifts.push(hash)
  }
  await indexed(gifts[1] as Hex)

  const { modal, seen, tab } = await openAccount(page)
  expect(seen).toEqual({ api: [], modules: [] })
  await tab('NFTs').click()
  const grid = modal.dialog.getByRole('list', { name: 'Your NFTs' })
  const card = grid.locator(`[data-nft="DCOL#${token.tokenId}"]`)
  await expect(card).toContainText(`Dev Collection #${token.tokenId}`)
  await expect(card.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  await expect(grid.locator('[data-nft^="AIRDROP"]')).toHaveCount(0)

  await tab('Activity').click()
  const list = modal.dialog.getByRole('list', { name: 'Activity' })
  const received = list.locator(`[data-transaction="${gifts[0]}"]`)
  await expect(received.locator('[data-quantity]')).toHaveText(`+Dev Collection #${token.tokenId}`)
  await expect(received).toContainText('Received')
  await expect(received.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  await expect(list.locator(`[data-transaction="${gifts[1]}"]`)).toHaveCount(0)
  // Beside the NFT's name the counterparty's address and the time each keep one line, whole; the name keeps one
  // line too, its whole text in its title.
  const lines = await received.evaluate((row) => {
    const linesOf = (selector: string) => {
      const node = row.querySelector(selector)
      if (!node) return { lines: 0, cut: false }
      const range = document.createRange()
      range.selectNodeContents(node)
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
      return { lines: tops.size, cut: node.scrollWidth > node.clientWidth }
    }
    return {
      address: linesOf('[data-counterparty]'),
      time: linesOf('time'),
      quantity: linesOf('[data-quantity]'),
    }
  })
  expect(lines).toEqual({
    address: { lines: 1, cut: false },
    time: { lines: 1, cut: false },
    quantity: { lines: 1, cut: expect.any(Boolean) },
  })
  await expect(received.locator('[data-counterparty]')).toHaveText(
    /^from 0x[\da-fA-F]{2}\.\.\.[\da-fA-F]{6}$/,
  )
  await expect(received.locator('[data-quantity]')).toHaveAttribute(
    'title',
    `+Dev Collection #${token.tokenId}`,
  )
})

test("'Failed to fetch transactions' marks the list empty and tracks ERROR_FETCH_TRANSACTIONS", async ({
  page,
}) => {
  const { modal, tab } = await openAccount(page)
  await page.route(
    (url) => url.pathname.endsWith('/history'),
    (route) => route.fulfill({ status: 503, body: 'down' }),
  )
  const tracked = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && (request.postData() ?? '').includes('ERROR_FETCH_TRANSACTIONS'),
  )
  await tab('Activity').click()
  await expect(page.locator('appkit-modal').locator('.toast')).toContainText('Failed to fetch transactions')
  await expect(modal.dialog.getByRole('tabpanel')).toHaveText('No activity yet')
  await tracked
})

test('features.activity false leaves the Activity tab out', async ({ page }) => {
  const { modal } = await openAccount(page, `${QUERY}&activityOff`)
  await expect(modal.dialog.getByRole('tab')).toHaveText(['Tokens', 'NFTs'])
})
