// The Account view's NFTs, Activity and Swap pictures for npm run screenshots.
import type { Browser, Page } from '@playwright/test'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_DEPLOYER_KEY } from '../services/chain/devAccounts.js'
import { installUiWallets, setBalance } from '../tests/e2e/pages/uiWallets.js'
import { ALPHA_WALLET, BETA_WALLET } from '../tests/fixtures/uiWallets.js'

/** The chain history the Activity and NFTs pictures show: Alpha gets two dev NFTs and DUSD, and sends ETH to Beta. */
export async function seedAccountTabs(api: {
  apiUrl: string
  projectId: string
  rpcUrls: Record<string, string>
}) {
  const [rpcUrl = ''] = Object.values(api.rpcUrls)
  await setBalance(ALPHA_WALLET, '1.23456789', rpcUrl)
  const chain = createPublicClient({ transport: http(rpcUrl) })
  const sdk = `chainId=eip155:31337&projectId=${api.projectId}&st=appkit&sv=screenshots`
  const deployer = createWalletClient({
    account: privateKeyToAccount(DEV_DEPLOYER_KEY),
    transport: http(rpcUrl),
  })
  type Listed = { nfts?: { contract: Hex; tokenId: string; collection: { symbol: string } }[] }
  // The indexer lists the deployer's mints once it has read their blocks: on a stack just started, wait for it.
  let listed: Listed = {}
  for (let tries = 0; tries < 40 && (listed.nfts ?? []).length < 2; tries++) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 500))
    listed = (await (
      await fetch(`${api.apiUrl}/v1/account/${deployer.account.address}/nfts?${sdk}`)
    ).json()) as Listed
  }
  const balances = (await (
    await fetch(`${api.apiUrl}/v1/account/${deployer.account.address}/balance?${sdk}`)
  ).json()) as {
    balances: { symbol: string; address?: string }[]
  }
  const dusd = balances.balances
    .find((item) => item.symbol === 'DUSD')
    ?.address?.split(':')
    .at(-1) as Hex
  // One after another: the deployer's nonce is read for each, so concurrent writes would share one.
  const hashes: Hex[] = []
  for (const nft of (listed.nfts ?? []).filter((item) => item.collection.symbol === 'DCOL').slice(0, 2))
    hashes.push(
      await deployer.writeContract({
        address: nft.contract,
        abi: parseAbi(['function transferFrom(address from, address to, uint256 tokenId)']),
        functionName: 'transferFrom',
        args: [deployer.account.address, ALPHA_WALLET.address, BigInt(nft.tokenId)],
        chain: null,
      }),
    )
  hashes.push(
    await deployer.writeContract({
      address: dusd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ALPHA_WALLET.address, parseUnits('250', 6)],
      chain: null,
    }),
  )
  if (hashes.length < 3) throw new Error('the deployer holds no dev collection tokens to give Alpha')
  const alpha = createWalletClient({
    account: privateKeyToAccount(ALPHA_WALLET.privateKey),
    transport: http(rpcUrl),
  })
  hashes.push(
    await alpha.sendTransaction({ to: BETA_WALLET.address, value: parseEther('0.25'), chain: null }),
  )
  for (const hash of hashes) await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  // The indexer reads new blocks every second.
  for (let tries = 0; tries < 60; tries++) {
    const history = (await (
      await fetch(`${api.apiUrl}/v1/account/${ALPHA_WALLET.address}/history?${sdk}`)
    ).json()) as {
      data: { metadata: { hash: string } }[]
    }
    if (history.data.some((transaction) => transaction.metadata.hash === hashes.at(-1))) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the indexer did not record the screenshot transfers')
}

/** The Account view's NFTs and Activity tabs, on the stack's services API. */
export async function shootAccountTabs(
  parameters: { browser: Browser; theme: 'light' | 'dark'; port: number },
  api: { apiUrl: string; projectId: string; rpcUrls: Record<string, string> },
  helpers: { newPage(browser: Browser): Promise<Page>; shoot(page: Page, name: string): Promise<void> },
) {
  const { theme } = parameters
  const shoot = helpers.shoot
  const page = await helpers.newPage(parameters.browser)
  const rpcUrls = Object.values(api.rpcUrls)
  await installUiWallets(page, rpcUrls)
  const query = new URLSearchParams({ theme, api: api.apiUrl, project: api.projectId, activity: '1' })
  for (const url of rpcUrls) query.append('rpc', url)
  await page.goto(`http://127.0.0.1:${parameters.port}/?${query}`)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.locator('#root').getByRole('button', { name: ALPHA_WALLET.short }).click()
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  const cards = dialog.getByRole('list', { name: 'Your NFTs' }).locator('[data-nft]')
  await cards
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`the NFTs tab lists no NFT of Alpha; the view shows: ${await dialog.textContent()}`, {
        cause: error,
      })
    })
  await dialog.locator('[data-nft] img').first().waitFor({ state: 'attached' })
  await dialog.getByRole('tabpanel').scrollIntoViewIfNeeded()
  await shoot(page, `nfts-${theme}`)
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await dialog.getByRole('list', { name: 'Activity' }).locator('[data-transaction]').first().waitFor()
  await dialog.getByRole('tabpanel').scrollIntoViewIfNeeded()
  await shoot(page, `activity-${theme}`)
  await page.close()
}

/** Swap: ETH to DUSD with its quote, then the token picker, on the stack's Uniswap v2. */
export async function shootSwap(
  parameters: { browser: Browser; theme: 'light' | 'dark'; port: number },
  api: { apiUrl: string; projectId: string; rpcUrls: Record<string, string> },
  helpers: { newPage(browser: Browser): Promise<Page>; shoot(page: Page, name: string): Promise<void> },
) {
  const { theme } = parameters
  const page = await helpers.newPage(parameters.browser)
  const rpcUrls = Object.values(api.rpcUrls)
  await installUiWallets(page, rpcUrls)
  await setBalance(ALPHA_WALLET, '1.23456789', rpcUrls[0] ?? '')
  const query = new URLSearchParams({ theme, api: api.apiUrl, project: api.projectId, swaps: '1' })
  for (const url of rpcUrls) query.append('rpc', url)
  await page.goto(`http://127.0.0.1:${parameters.port}/?${query}`)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.evaluate(() =>
    (window as unknown as { appKit: { open(options: object): Promise<void> } }).appKit.open({
      view: 'Swap',
      data: { fromToken: 'ETH', toToken: 'DUSD', amount: '0.5' },
    }),
  )
  await dialog.locator('[data-swap-quote]').waitFor()
  await helpers.shoot(page, `swap-${theme}`)
  await dialog.locator('[data-swap-token="from"]').click()
  await helpers.shoot(page, `swap-tokens-${theme}`)
  await page.close()
}
