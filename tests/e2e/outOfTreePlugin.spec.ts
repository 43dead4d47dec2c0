import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { freePort } from '../../services/chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../../services/chain/startAnvil.js'
import { DEV_DEPLOYER_KEY } from '../fixtures/anvil.js'
import { buildTestWalletScript } from '../fixtures/testWallet/buildTestWalletScript.js'
import type { TestWalletConfig } from '../fixtures/testWallet/types.js'
import { serveStatic } from '../support/serveStatic.js'
import { installedVersion, npmPack, sh } from '../support/shell.js'

// issue 12: a plugin written outside this repository (tests/fixtures/out-of-tree-plugin), packed and
// built against the packed walletdock, installed from both tarballs into a React + Vite app.
const FIXTURE = join(process.cwd(), 'tests/fixtures/out-of-tree-plugin')
const HOST_SOURCES = join(process.cwd(), 'tests/e2e/oot-host')
const EMAIL = 'ada@example.com'
/** The plugin's documented rule: the first 20 bytes of SHA-256 over its prefix and the email. */
const GUEST_ADDRESS = `0x${createHash('sha256')
  .update(`walletdock-plugin-greeter:${EMAIL}`)
  .digest('hex')
  .slice(0, 40)}`
const WALLET_NAME = 'Greeter Test Wallet'

let work: string
let app: string
let greeterTarball: string
let anvil: AnvilInstance
let site: Server
let siteUrl: string
/** How long each step of the build took, for the report. */
const phases: Record<string, number> = {}

test.describe.configure({ timeout: 120_000 })

/** The host app's package.json: both tarballs, and the repo's own versions of React, viem (the evm plugin's peer), Vite and TypeScript. */
function hostManifest(walletdockTarball: string) {
  const pinned = (names: string[]) => Object.fromEntries(names.map((name) => [name, installedVersion(name)]))
  return {
    name: 'greeter-host',
    private: true,
    type: 'module',
    scripts: { build: 'tsc -p tsconfig.json && vite build' },
    dependencies: { walletdock: `file:${walletdockTarball}`, ...pinned(['react', 'react-dom', 'viem']) },
    devDependencies: pinned([
      'vite',
      '@vitejs/plugin-react',
      'typescript',
      '@types/react',
      '@types/react-dom',
    ]),
  }
}

test.beforeAll(async () => {
  test.setTimeout(420_000)
  let mark = performance.now()
  const phase = (name: string) => {
    phases[name] = Math.round(performance.now() - mark)
    mark = performance.now()
  }
  work = mkdtempSync(join(tmpdir(), 'appkit-oot-plugin-e2e-'))
  app = join(work, 'host-app')
  cpSync(HOST_SOURCES, app, { recursive: true })
  const [walletdockTarball, chain] = await Promise.all([
    npmPack(process.cwd(), work),
    startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 }),
  ])
  anvil = chain
  phase('pack walletdock')
  writeFileSync(join(app, 'package.json'), JSON.stringify(hostManifest(walletdockTarball), null, 2))
  await sh(app, 'npm', ['install', '--include=dev', '--no-audit', '--no-fund', '--prefer-offline'])
  phase('install host')

  // The plugin's own build (its prepare: tsc) sees walletdock as any third party would: the packed
  // dist and its .d.ts files, installed in the host's node_modules.
  const plugin = join(work, 'greeter')
  cpSync(FIXTURE, plugin, {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist)$/.test(path),
  })
  symlinkSync(join(app, 'node_modules'), join(plugin, 'node_modules'), 'dir')
  greeterTarball = await npmPack(plugin, work)
  phase('build and pack plugin')
  await sh(app, 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', greeterTarball])
  phase('install plugin')
  // The host's tsc checks the plugin's view reaching its types (src/typeChecks.ts), then Vite builds.
  await sh(app, 'npm', ['run', 'build'])
  phase('tsc and vite build')
  console.info(`packed walletdock and plugin to a built host app (ms): ${JSON.stringify(phases)}`)

  const port = await freePort()
  siteUrl = `http://127.0.0.1:${port}`
  site = await serveStatic(join(app, 'dist'), port)
})

test.afterAll(async () => {
  if (site) await new Promise((done) => site.close(done))
  await anvil?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

const pageUrl = (locale = 'en') =>
  `${siteUrl}/?${new URLSearchParams({ rpc: anvil.rpcUrl, locale }).toString()}`
const dialogOf = (page: Page) => page.locator('appkit-modal').getByRole('dialog')
const titleOf = (dialog: Locator) => dialog.locator('#appkit-modal-title')

async function openModal(page: Page, opener: string | RegExp) {
  await page.locator('#root').getByRole('button', { name: opener }).click()
  await expect(dialogOf(page)).toBeVisible()
}

/** The Connect view's sections in order: a plugin method by its kind, the wallet list by its name. */
function connectSections(dialog: Locator): Promise<string[]> {
  return dialog
    .locator('section.connect-method')
    .evaluateAll((sections) =>
      sections.map((section) => section.getAttribute('data-connect-method') ?? section.ariaLabel ?? ''),
    )
}

async function signInAsGuest(page: Page) {
  await page.goto(pageUrl())
  await openModal(page, 'Connect Wallet')
  const dialog = dialogOf(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(EMAIL)
  await dialog.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: shortenAddress(GUEST_ADDRESS) })).toBeVisible()
}

test('the plugin is its own package with only its build inside; the host bundles one copy of the signals', async () => {
  test.info().annotations.push({ type: 'pack-install-build-ms', description: JSON.stringify(phases) })
  const listing = (await sh(work, 'tar', ['tzf', greeterTarball])).stdout.split('\n')
  expect(listing).toContain('package/dist/index.js')
  expect(listing).toContain('package/dist/index.d.ts')
  expect(listing.filter((entry) => entry.startsWith('package/src/'))).toEqual([])
  const installed = JSON.parse(
    readFileSync(join(app, 'node_modules/walletdock-plugin-greeter/package.json'), 'utf8'),
  ) as { peerDependencies: Record<string, string> }
  expect(Object.keys(installed.peerDependencies)).toContain('walletdock')
  // The plugin's signals are walletdock's: one copy of the library in the built page.
  const assets = join(app, 'dist/assets')
  const withSignals = readdirSync(assets).filter((file) =>
    readFileSync(join(assets, file), 'utf8').includes('Cycle detected'),
  )
  expect(withSignals).toHaveLength(1)
})

test('Connect shows the guest sign-in (an email method) before the wallets, and after them when a wallet is installed', async ({
  page,
}) => {
  await page.goto(pageUrl())
  await openModal(page, 'Connect Wallet')
  const dialog = dialogOf(page)
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Continue as guest' })).toBeVisible()
  expect(await connectSections(dialog)).toEqual(['email', 'Wallets'])

  const wallet: TestWalletConfig = {
    privateKeys: [DEV_DEPLOYER_KEY],
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    announce: [
      {
        rdns: 'dev.appkit.greeter-wallet',
        name: WALLET_NAME,
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    ],
  }
  await page.addInitScript((value) => {
    ;(window as { __testWalletConfig?: unknown }).__testWalletConfig = value
  }, wallet)
  await page.addInitScript({ content: await buildTestWalletScript() })
  await page.goto(pageUrl())
  await openModal(page, 'Connect Wallet')
  await expect(dialog.getByRole('button', { name: new RegExp(WALLET_NAME) })).toBeVisible()
  // The first view draws the wallets before the content's sections (and their method names) arrive.
  await expect.poll(() => connectSections(dialog)).toEqual(['Wallets', 'email'])
})

test('signing in as a guest connects through the kernel; the Guest tab greets in English, counts the opens from attach, opens the profile, then greets in German', async ({
  page,
}) => {
  await page.goto(pageUrl())
  await openModal(page, 'Connect Wallet')
  const dialog = dialogOf(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill('ada')
  await dialog.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Enter an email address, like ada@example.com')
  await expect(page.locator('#root').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  await signInAsGuest(page)
  await openModal(page, shortenAddress(GUEST_ADDRESS))
  await expect(titleOf(dialog)).toHaveText('Account')
  await expect(dialog.getByRole('tab', { name: 'Guest' })).toHaveAttribute('aria-selected', 'true')
  const panel = dialog.getByRole('tabpanel')
  await expect(panel).toContainText(`Hello, ${EMAIL}!`)
  await expect(panel).toContainText('A guest account can look around but cannot sign.')
  // The plugin's hook, registered at attach, counted the first open too (the sign-in form's, before its
  // setup ran) and this one.
  await expect(panel.locator('[data-guest-opens]')).toHaveText('You opened this window 2 times.')
  // The tab opens the plugin's view with kernel.push('GuestProfile', guest), type-checked by its ViewDataMap entry.
  await panel.getByRole('button', { name: 'Show my profile' }).click()
  await expect(titleOf(dialog)).toHaveText('Guest profile')
  await expect(dialog.locator('[data-guest-email]')).toHaveText(EMAIL)
  await expect(dialog.locator('[data-guest-address]')).toHaveText(GUEST_ADDRESS)

  // The plugin's connector (a deferredConnector without `reconnect: true`: on by default) restores the
  // stored guest; the modal now speaks German.
  await page.goto(pageUrl('de'))
  await openModal(page, shortenAddress(GUEST_ADDRESS))
  await expect(titleOf(dialog)).toHaveText('Konto')
  await expect(dialog.getByRole('tab', { name: 'Gast' })).toBeVisible()
  await expect(panel).toContainText(`Hallo, ${EMAIL}!`)
  await expect(panel).toContainText('Ein Gastkonto kann sich umsehen, aber nicht signieren.')
  await dialog.getByRole('button', { name: 'Gastprofil' }).click()
  await expect(titleOf(dialog)).toHaveText('Gastprofil')
  await expect(dialog.getByRole('checkbox', { name: 'Dieses Fenster geöffnet lassen' })).toBeVisible()
})

test("the plugin's view opens from its account action with its data and title; its close guard hides close and blocks Escape, then releases", async ({
  page,
}) => {
  await signInAsGuest(page)
  await openModal(page, shortenAddress(GUEST_ADDRESS))
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: 'Guest profile' }).click()
  await expect(titleOf(dialog)).toHaveText('Guest profile')
  await expect(dialog.locator('[data-guest-email]')).toHaveText(EMAIL)
  await expect(dialog.locator('[data-guest-address]')).toHaveText(GUEST_ADDRESS)

  const close = dialog.getByRole('button', { name: 'Close' })
  const keepOpen = dialog.getByRole('checkbox', { name: 'Keep this window open' })
  await expect(close).toBeVisible()
  await keepOpen.check()
  await expect(close).toHaveCount(0)
  // Escape reaches the dialog as a `cancel` event and the close guard decides inside it: once the event
  // has been handled (counted by a listener after the modal's own), the dialog is open or not. A state, not a wait.
  await dialog.evaluate((node) => {
    const counted = window as unknown as { cancels?: number }
    counted.cancels = 0
    node.addEventListener('cancel', () => {
      counted.cancels = (counted.cancels ?? 0) + 1
    })
  })
  await page.keyboard.press('Escape')
  await expect.poll(() => page.evaluate(() => (window as unknown as { cancels?: number }).cancels)).toBe(1)
  expect(await dialog.evaluate((node) => (node as HTMLDialogElement).open)).toBe(true)
  await expect(dialog).toBeVisible()
  await expect(titleOf(dialog)).toHaveText('Guest profile')

  await keepOpen.uncheck()
  await expect(close).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('after the guest disconnects, Connect offers the sign-in again and lists no "Guest" among the recent wallets', async ({
  page,
}) => {
  await signInAsGuest(page)
  await openModal(page, shortenAddress(GUEST_ADDRESS))
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog).toBeHidden()
  await openModal(page, 'Connect Wallet')
  await expect(dialog.getByRole('button', { name: 'Continue as guest' })).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Wallets' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^Guest/ })).toHaveCount(0)
})

/** The Cosmos account the page's wallet holds (a bech32 address of the Cosmos Hub). */
const COSMOS_ADDRESS = 'cosmos1w3jhxarpv3j8yetwd9hxzmn0wfhkxerpv3jq8s4gfd'
const COSMOS_WALLET_STATE = 'cosmos-test-wallet'

/**
 * A Keplr-style wallet on the page (`window.keplr`), as an extension injects one: `enable(chainId)` is its
 * prompt (counted, and approved), `getKey` answers only for an enabled chain, and what it enabled
 * survives a reload, as an extension's approval does.
 */
function installCosmosWallet(page: Page) {
  return page.addInitScript(
    ({ address, stateKey }) => {
      type State = { enabled: string[]; prompts: number }
      const read = (): State => JSON.parse(localStorage.getItem(stateKey) ?? '{"enabled":[],"prompts":0}')
      const write = (state: State) => localStorage.setItem(stateKey, JSON.stringify(state))
      ;(window as { keplr?: unknown }).keplr = {
        async enable(chainId: string) {
          const state = read()
          write({ enabled: [...new Set([...state.enabled, chainId])], prompts: state.prompts + 1 })
        },
        async getKey(chainId: string) {
          if (!read().enabled.includes(chainId))
            throw new Error(`Request rejected: ${chainId} is not enabled`)
          return { name: 'Ada', bech32Address: address }
        },
        async disable() {
          write({ ...read(), enabled: [] })
        },
      }
    },
    { address: COSMOS_ADDRESS, stateKey: COSMOS_WALLET_STATE },
  )
}

const cosmosPrompts = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{"prompts":0}').prompts as number,
    COSMOS_WALLET_STATE,
  )

test("a namespace of the plugin's own (cosmos, CAIP-2 cosmos:<chain id>): its wallet connects from the list on the plugin's network, and a reload restores the session without asking the wallet again", async ({
  page,
}) => {
  await installCosmosWallet(page)
  await page.goto(pageUrl())
  await openModal(page, 'Connect Wallet')
  const dialog = dialogOf(page)
  await dialog.getByRole('button', { name: /Cosmos Wallet/ }).click()
  await expect(dialog).toBeHidden()
  const account = page.locator('#root').getByRole('button', { name: shortenAddress(COSMOS_ADDRESS) })
  const caipAddress = page.locator('[data-caip-address]')
  await expect(account).toBeVisible()
  await expect(caipAddress).toHaveText(`cosmos:cosmoshub-4:${COSMOS_ADDRESS}`)
  expect(await cosmosPrompts(page)).toBe(1)
  // The kernel keeps the plugin's namespace under its own keys, as it does the built-in ones.
  const stored = (name: string) => page.evaluate((key) => localStorage.getItem(key), name)
  expect(await stored('@appkit/connection_status/cosmos')).toBe('"connected"')
  expect(await stored('@appkit/active_caip_network_id/cosmos')).toBe('"cosmos:cosmoshub-4"')

  await page.reload()
  await expect(account).toBeVisible()
  await expect(caipAddress).toHaveText(`cosmos:cosmoshub-4:${COSMOS_ADDRESS}`)
  expect(await cosmosPrompts(page)).toBe(1)

  await openModal(page, shortenAddress(COSMOS_ADDRESS))
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.locator('#root').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(caipAddress).toHaveText('')
  expect(await stored('@appkit/connection_status/cosmos')).toBeNull()
})
