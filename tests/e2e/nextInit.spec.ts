import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { freePort } from '../../services/chain/freePort.js'
import { TEST_STACK_PORT_BASE, TEST_STACK_RPC_URLS } from '../fixtures/uiNetworks.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { packWalletdock } from '../support/packWalletdock.js'
import { childEnv, installedVersion, sh } from '../support/shell.js'
import { ModalPage } from './pages/modal.js'
import { installUiWallets } from './pages/uiWallets.js'

// issue 30: `appkit init` from the packed tarball in a Next.js app-router app, as create-next-app writes
// one (its --empty template: no Google font to fetch), `next build`, `next start`, and a visitor with a
// stored session (cookie) served a page that is connected from its first paint, with no hydration warning.
//
// Next comes from this repo's devDependency (next, pinned): the app sits inside the repo (under the
// gitignored tests/e2e/.output), so next, react and typescript resolve from the repo's node_modules, and
// walletdock is the packed tarball extracted into the app's node_modules, as npm would install it. A full
// `npm install` of the app instead (next, its SWC binary and walletdock-services from npm's cache) took
// 50 s and 715 MB here; without the dev dependencies 42 s and 451 MB.
const root = process.cwd()
let work: string
let app: string
let tarball: string
let initOutput: string
let buildOutput: string
let server: { url: string; stop: () => Promise<void> } | undefined
const phases: Record<string, number> = {}

test.describe.configure({ timeout: 60_000 })

const nextEnv = { ...childEnv, NEXT_TELEMETRY_DISABLED: '1' }

/** The scripted init, from the tarball, on the demo stack's first chain and its API. */
function initFromTarball() {
  return sh(app, 'npx', [
    `--package=${tarball}`,
    'appkit',
    'init',
    '--yes',
    '--plugins',
    'evm',
    '--networks',
    'eip155:31337',
    '--api-url',
    `http://127.0.0.1:${TEST_STACK_PORT_BASE}`,
    '--rpc',
    `eip155:31337=${TEST_STACK_RPC_URLS[0]}`,
  ])
}

/** `npm run start` of the built app (next start) on `port`, until it answers; stopped with its group. */
async function nextStart(port: number) {
  const child: ChildProcess = spawn('npm', ['run', 'start', '--', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: app,
    env: nextEnv,
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()))
  const url = `http://127.0.0.1:${port}/`
  const stop = async () => {
    if (child.exitCode === null) process.kill(-(child.pid as number), 'SIGTERM')
    await exited
  }
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`next start exited:\n${output}`)
          return (await fetch(url).catch(() => undefined))?.status
        },
        { timeout: 30_000 },
      )
      .toBe(200)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

test.beforeAll(async () => {
  test.setTimeout(420_000)
  let mark = performance.now()
  const phase = (name: string) => {
    phases[name] = Math.round(performance.now() - mark)
    mark = performance.now()
  }
  mkdirSync(join(root, 'tests/e2e/.output'), { recursive: true })
  work = mkdtempSync(join(root, 'tests/e2e/.output/next-init-'))
  app = join(work, 'next-app')
  const [packed] = await Promise.all([
    packWalletdock(root, work),
    sh(work, 'npx', [
      '--yes',
      `create-next-app@${installedVersion('next')}`,
      'next-app',
      '--ts',
      '--app',
      '--empty',
      '--no-eslint',
      '--no-tailwind',
      '--no-src-dir',
      '--no-turbopack',
      '--import-alias',
      '@/*',
      '--use-npm',
      '--skip-install',
      '--disable-git',
    ]),
  ])
  tarball = packed
  phase('pack and create-next-app')
  initOutput = (await initFromTarball()).stdout
  phase('appkit init')
  const installed = join(app, 'node_modules/walletdock')
  mkdirSync(installed, { recursive: true })
  await sh(app, 'tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'])
  const build = await sh(app, 'npm', ['run', 'build']).catch((error: Error) => {
    throw new Error(`next build failed: ${error.message}`)
  })
  buildOutput = build.stdout
  phase('next build')
  server = await nextStart(await freePort())
  phase('next start')
  console.info(`next init e2e: ${JSON.stringify(phases)}`)
})

test.afterAll(async () => {
  await server?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

test('init writes cookie storage, a "use client" provider and a root layout that reads the cookie; next build succeeds; a second init changes nothing', async () => {
  test.info().annotations.push({ type: 'phases (ms)', description: JSON.stringify(phases) })
  expect(initOutput).toContain('created app/appkit.config.ts')
  expect(initOutput).toContain('created app/appkit-provider.tsx')
  expect(initOutput).toContain('updated app/layout.tsx')
  const read = (path: string) => readFileSync(join(app, path), 'utf8')
  expect(read('app/appkit.config.ts')).toContain("import { cookieStorage } from 'walletdock/ssr'")
  expect(read('app/appkit.config.ts')).toContain('storage: cookieStorage,')
  // The directive is the provider's first statement (after init's ownership comment).
  expect(read('app/appkit-provider.tsx').split('\n')[1]).toBe("'use client'")
  const layout = read('app/layout.tsx')
  expect(layout).toContain("import { cookieToInitialState } from 'walletdock/ssr'")
  expect(layout).toContain('export default async function RootLayout')
  expect(layout).toContain("cookieToInitialState(config, (await headers()).get('cookie'))")
  expect(layout).toContain('<AppKitProviders initialState={initialState}>{children}</AppKitProviders>')
  const manifest = JSON.parse(read('package.json')) as { dependencies: Record<string, string> }
  expect(manifest.dependencies.walletdock).toBe('file:../walletdock-0.1.0.tgz')
  expect(manifest.dependencies.next).toBe(installedVersion('next'))
  // The page reads the request's cookie, so next build makes it dynamic (rendered per request).
  expect(buildOutput).toMatch(/ƒ \/\s/)
  const again = await initFromTarball()
  expect(again.stdout).toContain('Nothing to change')
})

const HYDRATION_PROBLEM =
  /hydrat|did not match|didn't match|mismatch|Minified React error #(418|419|421|422|423|425)|react\.dev\/errors\/(418|419|421|422|423|425)/i

/** Console errors and warnings about hydration (React's production messages are minified), and uncaught errors. */
function watchHydration(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      HYDRATION_PROBLEM.test(message.text())
    )
      problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** Every text the header's button shows, from the parser's first insertion of it on. */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const paints: string[] = []
    Object.assign(window, { paints })
    new MutationObserver(() => {
      const text = document.querySelector('header button')?.textContent
      if (text && paints.at(-1) !== text) paints.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  })
  return () => page.evaluate(() => (window as unknown as { paints: string[] }).paints)
}

test('a visitor with a stored session gets a server-rendered page connected from the first paint, with no hydration warning; without the cookie on the request it would flash "Connect Wallet"', async ({
  page,
  request,
}) => {
  const url = server?.url as string
  // Anonymous: the server renders the connect button.
  expect(await (await request.get(url)).text()).toContain('>Connect Wallet</button>')

  // The first visit: connect through the extension wallet, which leaves the session in cookies.
  await installUiWallets(page)
  const firstVisit = watchHydration(page)
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await new ModalPage(page).connect(/Alpha Wallet/)
  const button = page.getByRole('button', { name: ALPHA_WALLET.short })
  await expect(button).toHaveAttribute('data-status', 'connected')
  const cookies = await page.context().cookies()
  expect(cookies.map(({ name }) => decodeURIComponent(name))).toEqual(
    expect.arrayContaining(['@appkit/connection_status/eip155', '@appkit/connected_address/eip155']),
  )
  expect(firstVisit).toEqual([])

  // The server renders the account from the request's cookie.
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
  const html = await (await request.get(url, { headers: { cookie } })).text()
  expect(html).toContain(`>${ALPHA_WALLET.short}</button>`)

  // The next visit: every paint of the button shows the account, and the wallet confirms the session.
  const paints = await recordPaints(page)
  const problems = watchHydration(page)
  await page.reload()
  await expect(button).toHaveAttribute('data-status', 'connected')
  expect(await paints()).toEqual([ALPHA_WALLET.short])
  expect(problems).toEqual([])

  // The control: the same browser and wallet, served the page the server renders for a request without
  // the cookie (fetched apart from the browser, which would send it), paints "Connect Wallet" first.
  const anonymous = await (await request.get(url)).text()
  expect(anonymous).toContain('>Connect Wallet</button>')
  await page.route(url, (route) =>
    route.fulfill({ body: anonymous, contentType: 'text/html; charset=utf-8' }),
  )
  await page.reload()
  await expect(button).toHaveAttribute('data-status', 'connected')
  expect((await paints())[0]).toBe('Connect Wallet')
})
