import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { budgetProblems, INSTALL_BUDGET, measureInstall, megabytes } from '../../scripts/installSize.js'
import { assertPortFree } from '../../services/chain/assertPortFree.js'
import { freePort } from '../../services/chain/freePort.js'
import { PORT_OFFSETS } from '../../services/dev/devDefaults.js'
import { DEV_DEPLOYER_KEY } from '../fixtures/anvil.js'
import { buildTestWalletScript } from '../fixtures/testWallet/buildTestWalletScript.js'
import type { TestWalletConfig } from '../fixtures/testWallet/types.js'
import { freePortBase } from '../support/freePortBase.js'
import { serveStatic } from '../support/serveStatic.js'
import { childEnv, sh } from '../support/shell.js'

// As a new user would, with nothing installed first: one `npm pack` of this repo (walletdock and
// walletdock-services), `npx --package=<the tarball> appkit init` in an empty folder and in a fresh
// `npm create vite` app, `npm install` of what init wrote and the app's own build, then in each app
// `npx walletdock dev` (the local stack from the installed walletdock-services, anvil included) and a wallet
// connecting in Chromium on a port that is not 5173. Both apps share the tarballs and npm's cache. The
// empty folder's starter also has siwx: under `vite preview` its protected endpoint (/api/me) answers 401
// before the sign-in and 200 after, checking the session token with the services.
const WALLET_NAME = 'Init Test Wallet'
const SHORT_ACCOUNT = '0xf3...b92266'
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The plugins init is given in each app: the empty folder's starter signs in too (siwx). */
const PLUGINS = { empty: 'evm,siwx', vite: 'evm' } as const

/** One app that init set up: where it lives, what init printed, how long each step took. */
type InitApp = { dir: string; initOutput: string; initMs: number; installAndBuildMs: number }

let work: string
let tarball: string
let servicesTarball: string
/** The port base of `appkit dev` in both apps (one at a time), and the URLs init was given for it. */
let portBase: number
let missingServices: { code: number; stderr: string }
const apps: { empty?: InitApp; vite?: InitApp } = {}

test.describe.configure({ timeout: 600_000 })

/** The env of the apps' npm and npx (see tests/support/shell.ts), with npx's install prompt answered. */
const npxEnv = { ...childEnv, npm_config_yes: 'true' }

const elapsed = (since: number) => Math.round(performance.now() - since)

/** Every file of an app outside node_modules, dist and .appkit, with its text. */
function appFiles(app: string): Record<string, string> {
  const files: Record<string, string> = {}
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(app, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name
      if (['node_modules', 'dist', '.appkit'].includes(entry.name)) continue
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
    peerDependencies?: Record<string, string>
  }

/** The scripted init, run from the tarball: `plugins` on the first local chain of `appkit dev` at portBase. */
function initFromTarball(dir: string, plugins: string) {
  return sh(dir, 'npx', [
    `--package=${tarball}`,
    'appkit',
    'init',
    '--yes',
    '--plugins',
    plugins,
    '--networks',
    'eip155:31337',
    '--api-url',
    `http://127.0.0.1:${portBase + PORT_OFFSETS.api}`,
    '--rpc',
    `eip155:31337=http://127.0.0.1:${portBase + PORT_OFFSETS.chainA}`,
  ])
}

/** init from the tarball, then `npm install` of what it wrote and the app's own build, each timed. */
async function setUp(dir: string, plugins: string): Promise<InitApp> {
  const started = performance.now()
  const init = await initFromTarball(dir, plugins)
  const initMs = elapsed(started)
  const installing = performance.now()
  await sh(dir, 'npm', ['install', '--no-audit', '--no-fund'])
  await sh(dir, 'npm', ['run', 'build'])
  const installAndBuildMs = elapsed(installing)
  console.info(`${basename(dir)}: appkit init ${initMs} ms, npm install and build ${installAndBuildMs} ms`)
  return { dir, initOutput: init.stdout, initMs, installAndBuildMs }
}

/** Runs a command to its end without throwing: its exit code and output. */
function runToEnd(cwd: string, command: string, args: string[]) {
  return new Promise<{ code: number; stderr: string }>((resolve) => {
    const child = spawn(command, args, { cwd, env: npxEnv })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('close', (code) => resolve({ code: code ?? -1, stderr }))
  })
}

test.beforeAll(async () => {
  test.setTimeout(600_000)
  work = mkdtempSync(join(tmpdir(), 'appkit-init-e2e-'))
  mkdirSync(join(work, 'empty-app'))
  // The create-vite app is not installed: init runs before any npm install, as in its README.
  const [packed] = await Promise.all([
    sh(process.cwd(), 'npm', ['pack', '--pack-destination', work, '--silent']),
    sh(work, 'npm', [
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
  // The services package is built by the root package's prepare script, which the first pack ran.
  const services = await sh(process.cwd(), 'npm', [
    'pack',
    '--workspace',
    'services',
    '--pack-destination',
    work,
    '--silent',
  ])
  tarball = join(work, packed.stdout.trim().split('\n').pop() as string)
  servicesTarball = join(work, services.stdout.trim().split('\n').pop() as string)
  portBase = await freePortBase()
  // One after the other: two npm installs at once would fight over the machine's two cores.
  apps.empty = await setUp(join(work, 'empty-app'), PLUGINS.empty)
  // walletdock alone (npx's copy, no walletdock-services beside it): appkit dev says what to install.
  missingServices = await runToEnd(work, 'npx', [`--package=${tarball}`, 'walletdock', 'dev'])
  apps.vite = await setUp(join(work, 'vite-app'), PLUGINS.vite)
})

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

/** `npx walletdock dev` in the app, until it prints that it runs; stopped by Ctrl-C (SIGINT to its group). */
async function startDevStack(dir: string): Promise<{ output: () => string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    'npx',
    ['walletdock', 'dev', '--port-base', String(portBase), '--memory'],
    { cwd: dir, env: npxEnv, detached: true },
  )
  let output = ''
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Press Ctrl-C to stop')) resolve()
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('close', (code) => reject(new Error(`npx walletdock dev exited with ${code}:\n${output}`)))
  })
  return {
    output: () => output,
    stop: async () => {
      process.kill(-(child.pid as number), 'SIGINT')
      await exited
      // The next app's stack takes the same ports: wait until this one has let go of all of them.
      await expect
        .poll(
          async () =>
            (
              await Promise.allSettled(
                Object.values(PORT_OFFSETS).map((offset) =>
                  assertPortFree('127.0.0.1', portBase + offset, 'dev'),
                ),
              )
            ).every((result) => result.status === 'fulfilled'),
          { timeout: 30_000 },
        )
        .toBe(true)
    },
  }
}

/** `npx vite preview` of the built app (its Vite plugins serve the protected endpoint); stopped with its group. */
async function startPreview(dir: string, port: number): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: dir,
      env: npxEnv,
      detached: true,
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null) process.kill(-(child.pid as number), 'SIGTERM')
    await exited
  }
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`vite preview exited:\n${output}`)
          return (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.status
        },
        { timeout: 60_000 },
      )
      .toBe(200)
  } catch (error) {
    await stop()
    throw error
  }
  return { stop }
}

/** The starter's protected endpoint, before and after the sign-in its siwx plugin asks for once connected. */
async function signInAndAskTheServer(page: Page, url: string) {
  const server = page.getByLabel('Server session')
  // No session yet: the endpoint refuses (the page's first call, and a direct one).
  await expect(server).toHaveText(/^401: /)
  expect((await page.request.get(`${url}/api/me`)).status()).toBe(401)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog).toBeHidden()
  // Signed in: the page sends the session's token, the endpoint asks the services and answers 200.
  await expect(server).toHaveText(new RegExp(`^signed in as ${ACCOUNT}$`, 'i'))
  const [stored] = await page.evaluate(
    () => JSON.parse(localStorage.getItem('@appkit/siwx-sessions') ?? '[]') as { token?: string }[],
  )
  const headers = { authorization: `Bearer ${stored?.token}`, 'x-siwx-address': ACCOUNT }
  expect((await page.request.get(`${url}/api/me`, { headers })).status()).toBe(200)
}

/** A free port for the built app that is not Vite's default 5173. */
async function appPort(): Promise<number> {
  for (;;) {
    const port = await freePort()
    if (port !== 5173) return port
  }
}

/** The built app's page, with the EVM test wallet announced the way an extension does (EIP-6963). */
async function connectInChromium(page: Page, url: string) {
  const config: TestWalletConfig = {
    privateKeys: [DEV_DEPLOYER_KEY],
    chains: [{ chainId: 31337, rpcUrl: `http://127.0.0.1:${portBase + PORT_OFFSETS.chainA}` }],
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

/** An init without walletconnect offers no wallet it cannot connect: the registry's wallets are links to get them. */
async function expectRegistryWalletsAsLinks(page: Page, url: string) {
  const recommended = page.waitForResponse(
    (response) =>
      response.url().includes('/getWallets') && new URL(response.url()).searchParams.get('entries') === '4',
  )
  await page.goto(url)
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
  await expect(dialog.getByRole('link', { name: /^MetaMask/ })).toHaveAttribute('href', 'https://metamask.io')
  await expect(dialog.getByRole('button', { name: /^MetaMask/ })).toHaveCount(0)
}

test.describe('appkit init from the packed tarballs, nothing installed first', () => {
  test('in an empty folder it writes the starter with walletdock, viem and walletdock-services from the tarballs, which npm installs', async () => {
    const app = apps.empty as InitApp
    expect(app.initOutput).toContain('appkit init created a Vite React app')
    expect(app.initOutput).toContain('created src/appkit.config.ts')
    expect(app.initOutput).toContain('npx walletdock dev')
    const manifest = manifestOf(app.dir)
    expect(manifest.dependencies.walletdock).toBe(`file:../${basename(tarball)}`)
    expect(manifest.dependencies.viem).toBe(manifestOf(process.cwd()).peerDependencies?.viem)
    expect(manifest.devDependencies?.['walletdock-services']).toBe(`file:../${basename(servicesTarball)}`)
    // npm install got them from the tarballs: the packed packages, not registry ones.
    expect(manifestOf(join(app.dir, 'node_modules/walletdock')).name).toBe('walletdock')
    expect(manifestOf(join(app.dir, 'node_modules/walletdock-services')).name).toBe('walletdock-services')
    expect(readFileSync(join(app.dir, 'package-lock.json'), 'utf8')).toContain(
      `"resolved": "file:../${basename(tarball)}"`,
    )
    test.info().annotations.push({
      type: 'empty folder',
      description: `init ${app.initMs} ms, npm install and build ${app.installAndBuildMs} ms`,
    })
  })

  test('in a fresh create-vite app it writes the config, wires the entry and the dependencies; a second init changes no file', async () => {
    const app = apps.vite as InitApp
    expect(app.initOutput).toContain('created src/appkit.config.ts')
    expect(app.initOutput).toContain('updated src/main.tsx')
    expect(app.initOutput).toContain('updated package.json')
    expect(readFileSync(join(app.dir, 'src/main.tsx'), 'utf8')).toContain('<AppKitProvider appKit={appKit}>')
    const manifest = manifestOf(app.dir)
    expect(manifest.dependencies.walletdock).toBe(`file:../${basename(tarball)}`)
    expect(manifest.devDependencies?.['walletdock-services']).toBe(`file:../${basename(servicesTarball)}`)
    const before = appFiles(app.dir)
    const again = await initFromTarball(app.dir, PLUGINS.vite)
    expect(again.stdout).toContain('Nothing to change')
    expect(appFiles(app.dir)).toEqual(before)
    test.info().annotations.push({
      type: 'create-vite app',
      description: `init ${app.initMs} ms, npm install and build ${app.installAndBuildMs} ms`,
    })
  })

  test('the package has a second bin, walletdock; without walletdock-services, walletdock dev says what to install', async () => {
    const version = await sh(work, 'npx', [`--package=${tarball}`, 'walletdock', '--version'])
    const installed = manifestOf(join(apps.vite?.dir as string, 'node_modules/walletdock'))
    expect(version.stdout.trim()).toBe(installed.version)
    expect(missingServices.code).toBe(1)
    expect(missingServices.stderr).toContain(
      `appkit dev: the self-hosted services are a separate package, walletdock-services: install it with "npm install -D walletdock-services@${installed.version}"`,
    )
  })

  test(`a production install of walletdock with the evm plugin's peer stays within ${INSTALL_BUDGET.packages} packages and ${INSTALL_BUDGET.megabytes} MB`, async () => {
    const peers = manifestOf(process.cwd())
    const figures = await measureInstall(
      join(work, 'install-size'),
      { walletdock: `file:${tarball}`, viem: peers.peerDependencies?.viem as string },
      childEnv,
    )
    test.info().annotations.push({
      type: 'install size',
      description: `${figures.packages} packages, ${megabytes(figures.bytes)} MB unpacked (${megabytes(figures.diskBytes)} MB on disk): ${figures.names.join(' ')}`,
    })
    expect(figures.names).not.toContain('walletdock-services')
    expect(figures.names).not.toContain('@electric-sql/pglite')
    expect(budgetProblems(figures)).toEqual([])
  })

  for (const which of ['empty', 'vite'] as const) {
    test(`npx walletdock dev runs in the ${which === 'empty' ? 'starter (evm and siwx, no walletconnect: the registry wallets are links to get them; its protected endpoint answers 401, then 200 once signed in)' : 'create-vite app'}, and its build connects the EVM test wallet in Chromium on a port that is not 5173`, async ({
      page,
      browser,
    }) => {
      const app = apps[which] as InitApp
      const stack = await startDevStack(app.dir)
      let site: Server | undefined
      let preview: { stop: () => Promise<void> } | undefined
      try {
        expect(stack.output()).toContain(`http://127.0.0.1:${portBase + PORT_OFFSETS.api}`)
        const port = await appPort()
        // The starter with siwx runs under vite preview, which serves its protected endpoint too.
        if (which === 'empty') preview = await startPreview(app.dir, port)
        else site = await serveStatic(join(app.dir, 'dist'), port)
        if (which === 'empty') {
          // No walletconnect plugin: the registry's wallets are "get" links.
          // In a context of its own (no test wallet, no storage shared with the page that connects).
          const plainContext = await browser.newContext()
          try {
            await expectRegistryWalletsAsLinks(await plainContext.newPage(), `http://127.0.0.1:${port}`)
          } finally {
            await plainContext.close()
          }
        }
        await connectInChromium(page, `http://127.0.0.1:${port}`)
        if (which === 'empty') await signInAndAskTheServer(page, `http://127.0.0.1:${port}`)
      } finally {
        await preview?.stop()
        await new Promise((done) => (site ? site.close(done) : done(undefined)))
        await stack.stop()
      }
    })
  }
})
