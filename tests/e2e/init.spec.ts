import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { addProject } from '../../services/admin/addProject.js'
import { type ApiServer, startApiServer } from '../../services/api/startApiServer.js'
import { freePort } from '../../services/chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../../services/chain/startAnvil.js'
import type { Database } from '../../services/db/database.js'
import { seedWallets } from '../../services/registry/seedWallets.js'
import { walletRegistry } from '../../services/registry/walletRegistry.js'
import { DEV_DEPLOYER_KEY } from '../fixtures/anvil.js'
import { buildTestWalletScript } from '../fixtures/testWallet/buildTestWalletScript.js'
import type { TestWalletConfig } from '../fixtures/testWallet/types.js'
import { openTestDatabase } from '../support/openTestDatabase.js'
import { serveStatic } from '../support/serveStatic.js'
import { sh } from '../support/shell.js'

// As a new user would, with nothing installed first: `npx --package=<the packed tarball> appkit init` in
// an empty folder and in a fresh `npm create vite` app, then `npm install` of what init wrote, the app's
// own build, and a wallet connecting in Chromium.
const PROJECT = 'e2e-init'
const WALLET_NAME = 'Init Test Wallet'
const SHORT_ACCOUNT = '0xf3...b92266'

/** One app that init set up: where it lives, what init printed, how long each step took, where it is served. */
type InitApp = {
  dir: string
  /** This flow's own copy of the packed tarball, beside the app: npx installs each copy afresh. */
  tarball: string
  initOutput: string
  initMs: number
  installAndBuildMs: number
  url: string
  site?: Server
}

let work: string
let database: Database
let api: ApiServer
let anvil: AnvilInstance
const apps: { empty?: InitApp; vite?: InitApp } = {}

test.describe.configure({ timeout: 600_000 })

const elapsed = (since: number) => Math.round(performance.now() - since)

/** Every file of an app outside node_modules and dist, with its text. */
function appFiles(app: string): Record<string, string> {
  const files: Record<string, string> = {}
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(app, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      if (entry.isDirectory()) walk(path)
      else files[path] = readFileSync(join(app, path), 'utf8')
    }
  }
  walk('')
  return files
}

const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name?: string
    version?: string
    dependencies: Record<string, string>
    devDependencies?: Record<string, string>
  }

/** The scripted init, run from the tarball: evm on the test chain, against the in-test services. */
function initFromTarball(dir: string, tarball: string) {
  return sh(dir, 'npx', [
    `--package=${tarball}`,
    'appkit',
    'init',
    '--yes',
    '--plugins',
    'evm',
    '--networks',
    'eip155:31337',
    '--project-id',
    PROJECT,
    '--api-url',
    api.url,
    '--rpc',
    `eip155:31337=${anvil.rpcUrl}`,
  ])
}

/**
 * init from the tarball, then `npm install` of what it wrote and the app's own build, each timed. The
 * init time includes npx installing walletdock and its dependencies (from npm's cache), as a new user's would.
 */
async function setUp(dir: string, tarball: string, port: number): Promise<InitApp> {
  const started = performance.now()
  const init = await initFromTarball(dir, tarball)
  const initMs = elapsed(started)
  const installing = performance.now()
  await sh(dir, 'npm', ['install', '--include=dev', '--no-audit', '--no-fund'])
  await sh(dir, 'npm', ['run', 'build'])
  const installAndBuildMs = elapsed(installing)
  console.info(`${basename(dir)}: appkit init ${initMs} ms, npm install and build ${installAndBuildMs} ms`)
  return {
    dir,
    tarball,
    initOutput: init.stdout,
    initMs,
    installAndBuildMs,
    url: `http://127.0.0.1:${port}`,
  }
}

test.beforeAll(async () => {
  test.setTimeout(600_000)
  work = mkdtempSync(join(tmpdir(), 'appkit-init-e2e-'))
  // Each flow in its own folder with its own tarball copy beside its app.
  const [emptyFlow, viteFlow] = [join(work, 'empty'), join(work, 'vite')]
  mkdirSync(join(emptyFlow, 'empty-app'), { recursive: true })
  mkdirSync(viteFlow)
  // The create-vite app is not installed: init runs before any npm install, as in its README.
  const [packed] = await Promise.all([
    sh(process.cwd(), 'npm', ['pack', '--pack-destination', work, '--silent']),
    sh(viteFlow, 'npm', [
      'create',
      '--yes',
      'vite@latest',
      'vite-app',
      '--',
      '--template',
      'react-ts',
      '--no-interactive',
    ]),
  ])
  const name = packed.stdout.trim().split('\n').pop() as string
  for (const flow of [emptyFlow, viteFlow]) copyFileSync(join(work, name), join(flow, name))

  database = await openTestDatabase()
  await seedWallets(database, walletRegistry())
  const [emptyPort, vitePort] = [await freePort(), await freePort()]
  await addProject(database, {
    id: PROJECT,
    origins: [`http://127.0.0.1:${emptyPort}`, `http://127.0.0.1:${vitePort}`],
  })
  api = await startApiServer({
    database,
    blockchain: { chains: [], tokens: [], prices: {} },
    host: '127.0.0.1',
    port: 0,
  })
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })

  // One after the other: two npm installs at once would fight over the machine's two cores.
  apps.empty = await setUp(join(emptyFlow, 'empty-app'), join(emptyFlow, name), emptyPort)
  apps.vite = await setUp(join(viteFlow, 'vite-app'), join(viteFlow, name), vitePort)
  for (const app of [apps.empty, apps.vite]) {
    app.site = await serveStatic(join(app.dir, 'dist'), Number(new URL(app.url).port))
  }
})

test.afterAll(async () => {
  for (const app of [apps.empty, apps.vite]) if (app?.site) await new Promise((done) => app.site?.close(done))
  await anvil?.stop()
  await api?.close()
  await database?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

/** The built app's page, with the EVM test wallet announced the way an extension does (EIP-6963). */
async function connectInChromium(page: Page, url: string) {
  const config: TestWalletConfig = {
    privateKeys: [DEV_DEPLOYER_KEY],
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    announce: [
      {
        rdns: 'dev.appkit.init-wallet',
        name: WALLET_NAME,
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    ],
  }
  await page.addInitScript((value) => {
    ;(window as { __testWalletConfig?: unknown }).__testWalletConfig = value
  }, config)
  await page.addInitScript({ content: await buildTestWalletScript() })
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: new RegExp(WALLET_NAME) }).click()
  await expect(page.getByRole('button', { name: SHORT_ACCOUNT })).toBeVisible()
}

test.describe('appkit init from the packed tarball, nothing installed first', () => {
  test('in an empty folder it writes the starter with a walletdock dependency on that tarball, which npm installs', async () => {
    const app = apps.empty as InitApp
    expect(app.initOutput).toContain('appkit init created a Vite React app')
    expect(app.initOutput).toContain('created src/appkit.config.ts')
    expect(app.initOutput).toContain('Next: npm install, then npm run dev (and npx walletdock dev')
    const manifest = manifestOf(app.dir)
    expect(manifest.dependencies.walletdock).toBe(`file:../${basename(app.tarball)}`)
    // npm install got it from the tarball: the packed package, not a registry one.
    expect(manifestOf(join(app.dir, 'node_modules/walletdock')).name).toBe('walletdock')
    expect(readFileSync(join(app.dir, 'package-lock.json'), 'utf8')).toContain(
      `"resolved": "file:../${basename(app.tarball)}"`,
    )
    test.info().annotations.push({
      type: 'empty folder',
      description: `init ${app.initMs} ms, npm install and build ${app.installAndBuildMs} ms`,
    })
  })

  test('in a fresh create-vite app it writes the config, wires the entry and the dependency; a second init changes no file', async () => {
    const app = apps.vite as InitApp
    expect(app.initOutput).toContain('created src/appkit.config.ts')
    expect(app.initOutput).toContain('updated src/main.tsx')
    expect(app.initOutput).toContain('updated package.json')
    expect(readFileSync(join(app.dir, 'src/main.tsx'), 'utf8')).toContain('<AppKitProvider appKit={appKit}>')
    expect(manifestOf(app.dir).dependencies.walletdock).toBe(`file:../${basename(app.tarball)}`)
    const before = appFiles(app.dir)
    const again = await initFromTarball(app.dir, app.tarball)
    expect(again.stdout).toContain('Nothing to change')
    expect(appFiles(app.dir)).toEqual(before)
    test.info().annotations.push({
      type: 'create-vite app',
      description: `init ${app.initMs} ms, npm install and build ${app.installAndBuildMs} ms`,
    })
  })

  test('the package has a second bin, walletdock, for `npx walletdock init` from the registry', async () => {
    const version = await sh(work, 'npx', [`--package=${apps.vite?.tarball}`, 'walletdock', '--version'])
    const installed = manifestOf(join(apps.vite?.dir as string, 'node_modules/walletdock'))
    expect(version.stdout.trim()).toBe(installed.version)
  })

  test("default init (evm only) offers no wallet it cannot connect: the registry's wallets are links to get them", async ({
    page,
  }) => {
    const recommended = page.waitForResponse(
      (response) =>
        response.url().includes('/getWallets') && new URL(response.url()).searchParams.get('entries') === '4',
    )
    await page.goto((apps.empty as InitApp).url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const { data } = (await (await recommended).json()) as { data: { name: string; homepage: string }[] }
    expect(data.map((wallet) => wallet.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
    ])
    for (const wallet of data) {
      const link = dialog.getByRole('link', { name: new RegExp(`^${wallet.name}`) })
      await expect(link).toContainText('Get wallet')
      await expect(link).toHaveAttribute('href', wallet.homepage)
    }
    // None of them is a button that would try to connect (and fail: no connector pairs registry wallets).
    await expect(
      dialog.getByRole('button', { name: /^(MetaMask|Trust Wallet|Coinbase Wallet|Rainbow)/ }),
    ).toHaveCount(0)
    await dialog.getByRole('button', { name: 'All Wallets' }).click()
    await expect(dialog.getByRole('link', { name: /^MetaMask/ })).toHaveAttribute(
      'href',
      'https://metamask.io',
    )
    await expect(dialog.getByRole('button', { name: /^MetaMask/ })).toHaveCount(0)
  })

  for (const which of ['empty', 'vite'] as const) {
    test(`the built ${which === 'empty' ? 'starter' : 'create-vite app'} opens the modal and connects the EVM test wallet on anvil`, async ({
      page,
    }) => {
      await connectInChromium(page, (apps[which] as InitApp).url)
    })
  }
})
