import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { addProject } from '../../services/admin/addProject.js'
import { type ApiServer, startApiServer } from '../../services/api/startApiServer.js'
import { freePort } from '../../services/chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../../services/chain/startAnvil.js'
import type { Database } from '../../services/db/database.js'
import { openTestDatabase } from '../../services/db/openTestDatabase.js'
import { seedWallets } from '../../services/registry/seedWallets.js'
import { walletRegistry } from '../../services/registry/walletRegistry.js'
import { DEV_DEPLOYER_KEY } from '../fixtures/anvil.js'
import { buildTestWalletScript } from '../fixtures/testWallet/buildTestWalletScript.js'
import type { TestWalletConfig } from '../fixtures/testWallet/types.js'
import { serveStatic } from '../support/serveStatic.js'
import { npmPack, sh } from '../support/shell.js'

// A fresh `npm create vite` app gets the packed appkit, `appkit init`, its own build, and a wallet connects.
const PROJECT = 'e2e-init'
const WALLET_NAME = 'Init Test Wallet'
const SHORT_ACCOUNT = '0xf3...b92266'

let work: string
let app: string
let database: Database
let api: ApiServer
let anvil: AnvilInstance
let site: Server
let siteUrl: string
let initToBuildMs: number
let firstInit: string

test.describe.configure({ timeout: 240_000 })

/** Every file of the app outside node_modules and dist, with its text. */
function appFiles(): Record<string, string> {
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

test.beforeAll(async () => {
  test.setTimeout(240_000)
  work = mkdtempSync(join(tmpdir(), 'appkit-init-e2e-'))
  app = join(work, 'host-app')
  const [tarball] = await Promise.all([
    npmPack(process.cwd(), work),
    sh(work, 'npm', [
      'create',
      '--yes',
      'vite@latest',
      'host-app',
      '--',
      '--template',
      'react-ts',
      '--no-interactive',
    ]),
  ])
  await sh(app, 'npm', ['install', '--include=dev', '--no-audit', '--no-fund', tarball])
  if (!existsSync(join(app, 'node_modules/vite/client.d.ts'))) {
    throw new Error(
      `npm install left vite out of ${app}: ${readdirSync(join(app, 'node_modules')).join(', ')}`,
    )
  }

  database = await openTestDatabase()
  await seedWallets(database, walletRegistry())
  const port = await freePort()
  siteUrl = `http://127.0.0.1:${port}`
  await addProject(database, { id: PROJECT, origins: [siteUrl] })
  api = await startApiServer({
    database,
    blockchain: { chains: [], tokens: [], prices: {} },
    host: '127.0.0.1',
    port: 0,
  })
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })

  const started = performance.now()
  const init = await sh(app, 'npx', initArguments())
  firstInit = init.stdout
  await sh(app, 'npm', ['run', 'build'])
  initToBuildMs = Math.round(performance.now() - started)
  console.info(`appkit init to a built app: ${initToBuildMs} ms`)
  site = await serveStatic(join(app, 'dist'), port)
})

/** The scripted `appkit init` both runs use: evm on the test chain, against the in-test services. */
function initArguments(): string[] {
  return [
    'appkit',
    'init',
    '--yes',
    '--plugins',
    'evm',
    '--networks',
    'eip155:31337',
    '--project-id',
    PROJECT,
  ].concat(['--api-url', api.url, '--rpc', `eip155:31337=${anvil.rpcUrl}`])
}

test.afterAll(async () => {
  if (site) await new Promise((done) => site.close(done))
  await anvil?.stop()
  await api?.close()
  await database?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

test('appkit init writes the config, wires the entry and adds nothing twice; a second init changes no file', async () => {
  expect(firstInit).toContain('created src/appkit.config.ts')
  expect(firstInit).toContain('updated src/main.tsx')
  expect(readFileSync(join(app, 'src/main.tsx'), 'utf8')).toContain('<AppKitProvider appKit={appKit}>')
  const before = appFiles()
  const again = await sh(app, 'npx', initArguments())
  expect(again.stdout).toContain('Nothing to change')
  expect(appFiles()).toEqual(before)
  test.info().annotations.push({ type: 'init-to-build', description: `${initToBuildMs} ms` })
})

test('the built app opens the modal and connects the EVM test wallet on anvil', async ({ page }) => {
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
  await page.goto(siteUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: new RegExp(WALLET_NAME) }).click()
  await expect(page.getByRole('button', { name: SHORT_ACCOUNT })).toBeVisible()
})
