import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { expect, type Page, test } from '@playwright/test'
import type { ViteDevServer } from 'vite'
import { hostAppViteConfig, repoRoot } from '../../scripts/hostApp.js'
import { freePort } from '../../services/chain/freePort.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'
import { installUiWallets } from './pages/uiWallets.js'

// A page rendered with react-dom/server's renderToString and hydrated with hydrateRoot in Chromium.
const appRoot = `${repoRoot}tests/e2e/ssr-app`
let vite: ViteDevServer
let server: Server
let pageUrl = ''

test.beforeAll(async () => {
  const port = await freePort()
  server = createServer()
  vite = await import('vite').then(({ createServer: createViteServer }) =>
    createViteServer(
      hostAppViteConfig({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' }, appRoot),
    ),
  )
  server.on('request', (request, response) => {
    vite.middlewares(request, response, async () => {
      try {
        const url = request.url ?? '/'
        const template = await vite.transformIndexHtml(url, readFileSync(`${appRoot}/index.html`, 'utf8'))
        const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
          render(url: string, cookie: string | undefined): { html: string; head: string }
        }
        const { html, head } = render(url, request.headers.cookie)
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        response.end(template.replace('<!--app-html-->', html).replace('</head>', `${head}</head>`))
      } catch (error) {
        vite.ssrFixStacktrace(error as Error)
        response.writeHead(500, { 'content-type': 'text/plain' })
        response.end(String((error as Error).stack))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${port}/`
})

test.afterAll(async () => {
  await vite?.close()
  await new Promise((resolve) => server?.close(resolve))
})

const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|mismatch/i

/** Console errors and warnings, uncaught errors, and the errors React recovered from during hydration. */
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
  return {
    async all() {
      const recovered = await page.evaluate(
        () => (window as unknown as { recoveredErrors: string[] }).recoveredErrors,
      )
      return [...problems, ...recovered]
    },
  }
}

test('a server-rendered page hydrates in Chromium with no hydration mismatch', async ({ page, request }) => {
  // The server really renders the button and the hooks' disconnected state.
  const html = await (await request.get(pageUrl)).text()
  expect(html).toContain('Connect Wallet</button>')
  expect(html.replaceAll('<!-- -->', '')).toContain('disconnected on eip155:31337 modal closed')

  const hydration = watchHydration(page)
  await installUiWallets(page)
  await page.goto(pageUrl)
  const probe = page.getByTestId('probe')
  await expect(probe).toHaveAttribute('data-hydrated', 'true')
  await expect(probe).toHaveText('disconnected on eip155:31337 modal closed')
  // Hydrated, not re-rendered from scratch: the button is live and opens the modal.
  const modal = new ModalPage(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal.title()).toHaveText('Connect Wallet')
  await expect(probe).toHaveText('disconnected on eip155:31337 modal open')
  expect(await hydration.all()).toEqual([])
})

test('a stored connection from a previous visit hydrates with no mismatch, then the client shows it', async ({
  page,
}) => {
  // The previous visit: connect, which leaves the connection in localStorage.
  await installUiWallets(page)
  await page.goto(pageUrl)
  const probe = page.getByTestId('probe')
  await expect(probe).toHaveAttribute('data-hydrated', 'true')
  const modal = new ModalPage(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal.connect(/Alpha Wallet/)
  await expect(probe).toHaveText(new RegExp(`^connected ${ALPHA_WALLET.address} on eip155:31337`))
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('@appkit/')),
  )
  expect(stored.length).toBeGreaterThan(0)

  // This visit: the server knows no wallet, the browser restores it after hydrating.
  const hydration = watchHydration(page)
  await page.reload()
  await expect(probe).toHaveAttribute('data-hydrated', 'true')
  await expect(probe).toHaveText(new RegExp(`^connected ${ALPHA_WALLET.address} on eip155:31337`))
  await expect(page.getByRole('button', { name: ALPHA_WALLET.short })).toBeVisible()
  expect(await hydration.all()).toEqual([])
})

test('a network other than the default, stored by a previous visit, hydrates with no mismatch, then the client shows it', async ({
  page,
}) => {
  await installUiWallets(page)
  await page.goto(pageUrl)
  await page.evaluate(() =>
    localStorage.setItem('@appkit/active_caip_network_id/eip155', JSON.stringify('eip155:31338')),
  )
  const hydration = watchHydration(page)
  await page.reload()
  const probe = page.getByTestId('probe')
  await expect(probe).toHaveAttribute('data-hydrated', 'true')
  await expect(probe).toHaveText('disconnected on eip155:31338 modal closed')
  expect(await hydration.all()).toEqual([])
})

test('with cookieStorage, a stored session is server-rendered from the cookie: every paint, the first included, shows the account, and hydration warns of nothing', async ({
  page,
  request,
}) => {
  const url = `${pageUrl}?cookie`
  const connected = new RegExp(`^connected ${ALPHA_WALLET.address} on eip155:31337 modal closed`)
  // The previous visit: connect, which leaves the session in first-party cookies.
  await installUiWallets(page)
  await page.goto(url)
  const probe = page.getByTestId('probe')
  await expect(probe).toHaveAttribute('data-hydrated', 'true')
  const modal = new ModalPage(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal.connect(/Alpha Wallet/)
  await expect(probe).toHaveText(connected)
  const cookies = await page.context().cookies()
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
  expect(cookies.map(({ name }) => decodeURIComponent(name))).toEqual(
    expect.arrayContaining(['@appkit/connection_status/eip155', '@appkit/connected_address/eip155']),
  )

  // The server renders the account from the request's cookie, and no account without it.
  const html = (await (await request.get(url, { headers: { cookie } })).text()).replaceAll('<!-- -->', '')
  expect(html).toContain(`>${ALPHA_WALLET.short}</button>`)
  expect(html).toMatch(new RegExp(`>connected ${ALPHA_WALLET.address} on eip155:31337 modal closed<`))
  const anonymous = (await (await request.get(url, { headers: { cookie: '' } })).text()).replaceAll(
    '<!-- -->',
    '',
  )
  expect(anonymous).toContain('disconnected on eip155:31337 modal closed')

  // This visit: every state of the probe and the button, from the parser's first insertion on.
  await page.addInitScript(() => {
    const paints: string[] = []
    Object.assign(window, { paints })
    const record = () => {
      const probe = document.querySelector('[data-testid="probe"]')
      const button = document.querySelector('#root button')
      const paint = `${probe?.textContent ?? ''} | ${button?.textContent ?? ''}`
      if (probe && paints.at(-1) !== paint) paints.push(paint)
    }
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })
  const hydration = watchHydration(page)
  await page.reload()
  await expect(probe).toHaveAttribute('data-hydrated', 'true')
  await expect(probe).toHaveText(connected)
  // The wallet confirmed the session (reconnect): the button's status is connected.
  await expect(page.getByRole('button', { name: ALPHA_WALLET.short })).toHaveAttribute(
    'data-status',
    'connected',
  )
  const paints = await page.evaluate(() => (window as unknown as { paints: string[] }).paints)
  expect(paints.length).toBeGreaterThan(0)
  for (const paint of paints)
    expect(paint).toMatch(new RegExp(`${connected.source}.* \\| ${ALPHA_WALLET.short}$`))
  expect(await hydration.all()).toEqual([])
})
