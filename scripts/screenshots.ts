import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config.js'
import { freePort } from '../services/chain/freePort.js'
import { startDevStack } from '../services/dev/startDevStack.js'
import { installUiWallets, setBalance, walletOf } from '../tests/e2e/pages/uiWallets.js'
import { ALPHA_WALLET } from '../tests/fixtures/uiWallets.js'
import { startHostApp } from './hostApp.js'
import { seedAccountTabs, shootAccountTabs, shootSwap } from './screenshotsAccount.js'
import { shootBitcoin } from './screenshotsBitcoin.js'
import { shootOnRamp } from './screenshotsOnramp.js'
import { shootThemes } from './screenshotsTheme.js'

// Writes a PNG of each view in light and dark to docs/screenshots/ (npm run screenshots).
const outDir = fileURLToPath(new URL('../docs/screenshots', import.meta.url))
const PORT = 5290
/** The local stack behind AllWallets (registry) and ConnectingWalletConnect (relay), away from the tests' 4100. */
const STACK_PORT_BASE = 4300
const THEMES = ['light', 'dark'] as const
type Theme = (typeof THEMES)[number]
/** `npm run screenshots -- account onramp`: only those groups' pictures (default: all). */
const GROUPS = [
  'wallet',
  'all-wallets',
  'send',
  'names',
  'onramp',
  'account',
  'swap',
  'walletconnect',
  'bitcoin',
]
const only = process.argv.slice(2)
for (const group of only)
  if (!GROUPS.includes(group))
    throw new Error(`no screenshot group ${group}; the groups: ${GROUPS.join(', ')}`)
const wanted = (group: string) => only.length === 0 || only.includes(group)
mkdirSync(outDir, { recursive: true })

/** While a picture is taken: the host page's text behind the dialog's rounded corners stays out of it. */
const HIDE_PAGE = 'body > :not(appkit-modal) { visibility: hidden !important; }'

async function shoot(page: Page, name: string) {
  // No hover highlight from the last click in the picture.
  await page.mouse.move(0, 0)
  await page.waitForTimeout(250)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await dialog.screenshot({ path: `${outDir}/${name}.png`, animations: 'disabled', style: HIDE_PAGE })
  console.info(`wrote docs/screenshots/${name}.png`)
}

const newPage = (browser: Browser) =>
  browser.newPage({ viewport: { width: 480, height: 900 }, deviceScaleFactor: 2 })

/** Connect, ConnectingExternal (rejected), Account, Networks, ProfileWallets and UnsupportedChain. */
async function shootWalletViews(
  browser: Browser,
  theme: Theme,
  rpcUrls: string[],
  api: { apiUrl: string; projectId: string },
) {
  const page = await newPage(browser)
  // The UI test page's extension wallets, on the screenshot stack's chains.
  await installUiWallets(page, rpcUrls)
  await setBalance(ALPHA_WALLET, '1.23456789', rpcUrls[0])
  const query = new URLSearchParams([
    ['theme', theme],
    ['multiWallet', '1'],
    ...rpcUrls.map((url) => ['rpc', url]),
  ])
  await page.goto(`http://127.0.0.1:${PORT}/?${query}`)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await shoot(page, `connect-${theme}`)
  await walletOf(page, ALPHA_WALLET).rejectNextRequest()
  await dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
  await dialog.getByRole('alert').waitFor()
  await shoot(page, `connecting-rejected-${theme}`)
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await dialog.waitFor({ state: 'hidden' })
  // The account views with the services API: the network icons and the Tokens tab (the session reconnects).
  query.set('api', api.apiUrl)
  query.set('project', api.projectId)
  await page.goto(`http://127.0.0.1:${PORT}/?${query}`)
  await page.locator('#root').getByRole('button', { name: ALPHA_WALLET.short }).click()
  await dialog.getByText('1.234 ETH').waitFor()
  // The stack's project config overrides the page's multiWallet: its 'Local configuration ignored' warning is not
  // what these pictures show.
  await dialog
    .getByRole('button', { name: 'Dismiss' })
    .click({ timeout: 5_000 })
    .catch(() => undefined)
  await shoot(page, `account-${theme}`)
  await dialog.getByRole('button', { name: /Local chain 31337/ }).click()
  await shoot(page, `networks-${theme}`)
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
  await shoot(page, `profile-wallets-${theme}`)
  await page.evaluate(() =>
    (window as unknown as { appKit: { open(options: object): Promise<void> } }).appKit.open({
      view: 'UnsupportedChain',
    }),
  )
  await shoot(page, `unsupported-chain-${theme}`)
  await page.close()
}

/** AllWallets: the stack's registry, with the first rows' images loaded. */
async function shootAllWallets(
  browser: Browser,
  theme: Theme,
  api: { apiUrl: string; projectId: string; rpcUrls: Record<string, string> },
) {
  const page = await newPage(browser)
  const query = new URLSearchParams({ theme, api: api.apiUrl, project: api.projectId })
  await installUiWallets(page, Object.values(api.rpcUrls))
  for (const url of Object.values(api.rpcUrls)) query.append('rpc', url)
  await page.goto(`http://127.0.0.1:${PORT}/?${query}`)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: 'All Wallets' }).click()
  await dialog.getByText(/^\d+ wallets$/).waitFor()
  await dialog.locator('[data-wallet-entry] img').first().waitFor()
  await shoot(page, `all-wallets-${theme}`)
  await page.close()
}

/** WalletSend (the form filled, then the preview with its fee) and WalletReceive, on the stack's services API. */
async function shootSendReceive(
  browser: Browser,
  theme: Theme,
  api: { apiUrl: string; projectId: string; rpcUrls: Record<string, string> },
) {
  const page = await newPage(browser)
  const rpcUrls = Object.values(api.rpcUrls)
  await installUiWallets(page, rpcUrls)
  await setBalance(ALPHA_WALLET, '1.23456789', rpcUrls[0])
  const query = new URLSearchParams({ theme, api: api.apiUrl, project: api.projectId, send: '1' })
  for (const url of rpcUrls) query.append('rpc', url)
  await page.goto(`http://127.0.0.1:${PORT}/?${query}`)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /Alpha Wallet/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.locator('#root').getByRole('button', { name: ALPHA_WALLET.short }).click()
  await dialog.getByRole('button', { name: 'Send' }).click()
  await dialog.locator('[data-send-token]').click()
  await dialog.getByRole('list', { name: 'Your tokens' }).locator('[data-token="ETH"]').click()
  await dialog.getByLabel('Amount').fill('0.5')
  const receiver = dialog.getByLabel('Receiver address or name')
  await receiver.fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  // Out of the field, as a person sees the form before pressing Preview: the address from its start.
  await receiver.blur()
  await shoot(page, `send-${theme}`)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await dialog.locator('[data-preview="fee"]').getByText(/ETH/).waitFor()
  await shoot(page, `send-preview-${theme}`)
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: 'Receive' }).click()
  await dialog.getByRole('img', { name: 'QR code of your address' }).waitFor()
  await shoot(page, `receive-${theme}`)
  await page.close()
}

/**
 * RegisterAccountName (a free name, its suggestions), RegisterAccountNameSuccess after a real registration
 * (Beta signs it), and the Account view with the name. Beta, so the other views keep Alpha's address.
 */
async function shootNames(
  browser: Browser,
  theme: Theme,
  api: { apiUrl: string; projectId: string; rpcUrls: Record<string, string> },
) {
  const page = await newPage(browser)
  const rpcUrls = Object.values(api.rpcUrls)
  await installUiWallets(page, rpcUrls)
  const query = new URLSearchParams({ theme, api: api.apiUrl, project: api.projectId, names: '1' })
  for (const url of rpcUrls) query.append('rpc', url)
  await page.goto(`http://127.0.0.1:${PORT}/?${query}`)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /Beta Wallet/ }).click()
  await dialog.waitFor({ state: 'hidden' })
  // The light pass gives Beta a name: the dark one opens the view directly (an account may hold several).
  await page.evaluate(() =>
    (window as unknown as { appKit: { open(options: object): Promise<void> } }).appKit.open({
      view: 'RegisterAccountName',
    }),
  )
  const name = `beta-${theme}`
  await dialog.getByLabel('Name').fill(name)
  await dialog.locator('[data-names-availability="available"]').waitFor()
  await shoot(page, `register-name-${theme}`)
  await dialog.getByRole('button', { name: `Register ${name}.reown.id` }).click()
  await dialog.locator('[data-names-success]').waitFor()
  await shoot(page, `register-name-success-${theme}`)
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await dialog
    .locator('.account-name')
    .getByText(/^beta-/)
    .waitFor()
  await shoot(page, `account-name-${theme}`)
  await page.close()
}

/** ConnectingWalletConnectBasic (the pairing QR the modal opens on) and Connect with the WalletConnect entry. */
async function shootWalletConnect(
  browser: Browser,
  theme: Theme,
  port: number,
  relay: { relayUrl: string; projectId: string },
) {
  const page = await newPage(browser)
  const query = new URLSearchParams({ theme, relay: relay.relayUrl, projectId: relay.projectId })
  await page.goto(`http://127.0.0.1:${port}/?${query}`)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  // WalletConnect is the page's only adapter: the modal opens on its QR (spec section 2).
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByTestId('wc-qr').waitFor({ timeout: 30_000 })
  await shoot(page, `connecting-walletconnect-${theme}`)
  // Connect opened by name: the WalletConnect entry with its logo.
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await page.evaluate(() =>
    (window as unknown as { appKit: { open(options: object): Promise<void> } }).appKit.open({
      view: 'Connect',
    }),
  )
  await dialog.locator('.wallet-image img[src^="data:"]').waitFor()
  await shoot(page, `connect-walletconnect-${theme}`)
  await page.close()
}

const wcPort = await freePort()
const btcPort = await freePort()
const stack = await startDevStack({
  portBase: STACK_PORT_BASE,
  dataDir: null,
  devJsonPath: null,
  origins: [`http://127.0.0.1:${PORT}`, `http://127.0.0.1:${wcPort}`, `http://127.0.0.1:${btcPort}`],
})
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  // One app server at a time: both share Vite's dependency cache.
  const uiApp = await startHostApp({
    host: '127.0.0.1',
    port: PORT,
    root: fileURLToPath(new URL('../tests/e2e/ui-app', import.meta.url)),
  })
  try {
    if (wanted('account')) await seedAccountTabs(stack.info)
    for (const theme of THEMES) {
      if (wanted('wallet'))
        await shootWalletViews(browser, theme, Object.values(stack.info.rpcUrls), stack.info)
      if (wanted('all-wallets')) await shootAllWallets(browser, theme, stack.info)
      if (wanted('send')) await shootSendReceive(browser, theme, stack.info)
      if (wanted('names')) await shootNames(browser, theme, stack.info)
      const parameters = { browser, theme, port: PORT }
      if (wanted('onramp')) await shootOnRamp({ ...parameters, outDir }, stack.info, { newPage, shoot })
      if (wanted('account')) await shootAccountTabs(parameters, stack.info, { newPage, shoot })
      if (wanted('swap')) await shootSwap(parameters, stack.info, { newPage, shoot })
    }
    await shootThemes({ browser, port: PORT }, stack.info, { newPage, shoot })
  } finally {
    await uiApp.close()
  }
  if (wanted('walletconnect')) {
    const wcApp = await startHostApp({
      host: '127.0.0.1',
      port: wcPort,
      root: fileURLToPath(new URL('../tests/e2e/wc-app', import.meta.url)),
    })
    try {
      const relayUrl = stack.info.relayUrl
      if (!relayUrl) throw new Error('the local stack started no relay')
      for (const theme of THEMES)
        await shootWalletConnect(browser, theme, wcPort, { relayUrl, projectId: stack.info.projectId })
    } finally {
      await wcApp.close()
    }
  }
  const bitcoin = stack.info.bitcoin
  if (wanted('bitcoin') && bitcoin) {
    const btcApp = await startHostApp({
      host: '127.0.0.1',
      port: btcPort,
      root: fileURLToPath(new URL('../tests/e2e/bitcoin-app', import.meta.url)),
    })
    try {
      for (const theme of THEMES)
        await shootBitcoin({ browser, theme, port: btcPort }, bitcoin, { newPage, shoot })
    } finally {
      await btcApp.close()
    }
  }
} finally {
  await browser.close()
  await stack.close()
}
