import { expect, type Page, test } from '@playwright/test'
import { DEMO_API_URL } from '../../playwright.config.js'
import { ModalPage } from './pages/modal.js'

// The demo as `npm run demo` serves it: evm, dev wallet and tokens plugins against `appkit dev`.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const QUIET_MS = 500
const RPC_31337 = 'http://127.0.0.1:4645'
const RPC_31338 = 'http://127.0.0.1:4646'

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  expect(body.error).toBeUndefined()
  return body.result
}

/** What the page reads, by kind and chain: eth_getBalance on a chain's RPC, the balance and identity endpoints. */
function watchReads(page: Page) {
  const reads: string[] = []
  let lastActivity = Date.now()
  page.on('request', (request) => {
    lastActivity = Date.now()
    const url = new URL(request.url())
    if (url.origin === DEMO_API_URL && url.pathname === `/v1/identity/${ACCOUNT}`) reads.push('identity')
    if (url.origin === DEMO_API_URL && url.pathname === `/v1/account/${ACCOUNT}/balance`)
      reads.push(`portfolio ${url.searchParams.get('chainId')}`)
    if (request.method() === 'POST' && /^http:\/\/127\.0\.0\.1:46(45|46)$/.test(url.origin)) {
      const calls = [request.postDataJSON()].flat() as { method: string }[]
      for (const call of calls)
        if (call.method === 'eth_getBalance') reads.push(`native ${url.port === '4645' ? 31337 : 31338}`)
    }
  })
  // An answer that comes late counts as activity too: what it sets off is read before the counts are.
  const active = () => {
    lastActivity = Date.now()
  }
  page.on('requestfinished', active)
  page.on('requestfailed', active)
  const count = (read: string) => reads.filter((entry) => entry === read).length
  return {
    count,
    /** Waits until nothing was requested for a while, so a read that was going to happen has happened. */
    async quiet() {
      await expect.poll(() => Date.now() - lastActivity >= QUIET_MS, { timeout: 15_000 }).toBe(true)
    },
  }
}

async function switchTo(modal: ModalPage, from: number, to: number) {
  await modal.dialog.getByRole('button', { name: new RegExp(`Local chain ${from}`) }).click()
  await modal.dialog.getByRole('button', { name: new RegExp(`Local chain ${to}`) }).click()
  await expect(modal.dialog.getByRole('button', { name: new RegExp(`Local chain ${to}`) })).toBeVisible()
  await expect(modal.dialog.getByRole('list', { name: 'Tokens' })).toBeVisible()
}

test('the native balance (30 s), identity (5 min) and token balances (30 s) are read once within their lifetimes, and again after', async ({
  page,
}) => {
  // The account holds 1 ETH more on 31338 than on 31337, so the two chains' balances differ whatever ran before,
  // and 31338's native balance answers 600 ms late: a switch shows the Tokens tab before the header has the new
  // chain's balance. The list is still read once (the balance of the chain left behind is not the new chain's).
  const before31338 = await rpc(RPC_31338, 'eth_getBalance', [ACCOUNT, 'latest'])
  const on31337 = BigInt((await rpc(RPC_31337, 'eth_getBalance', [ACCOUNT, 'latest'])) as string)
  await rpc(RPC_31338, 'anvil_setBalance', [ACCOUNT, `0x${(on31337 + 10n ** 18n).toString(16)}`])
  await page.route(
    (url) => url.origin === RPC_31338,
    async (route) => {
      const calls = [route.request().postDataJSON()].flat() as { method: string }[]
      if (calls.some((call) => call.method === 'eth_getBalance'))
        await new Promise((done) => setTimeout(done, 600))
      await route.continue()
    },
  )
  try {
    await readsOnceWithinLifetimes(page)
  } finally {
    await rpc(RPC_31338, 'anvil_setBalance', [ACCOUNT, before31338])
  }
})

async function readsOnceWithinLifetimes(page: Page) {
  await page.clock.install()
  const reads = watchReads(page)
  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.open()
  await modal.connect(/Dev Wallet/)
  // The dev wallet holds EVM and Solana accounts: the modal asks which to connect.
  await modal.dialog.getByRole('button', { name: 'EVM networks' }).click()
  await expect(modal.dialog).toBeHidden()
  await page.getByRole('button', { name: /^0xf3/ }).first().click()
  await expect(modal.dialog.getByRole('list', { name: 'Tokens' })).toBeVisible()
  await reads.quiet()
  expect([
    reads.count('native 31337'),
    reads.count('identity'),
    reads.count('portfolio eip155:31337'),
  ]).toEqual([1, 1, 1])

  // Closed and opened again, the Tokens tab reads from the cache.
  await page.keyboard.press('Escape')
  await expect(modal.dialog).toBeHidden()
  await page.getByRole('button', { name: /^0xf3/ }).first().click()
  await expect(modal.dialog.getByRole('list', { name: 'Tokens' })).toBeVisible()
  // To the other chain and back: the other chain is read once, the first not again, the identity not again.
  await switchTo(modal, 31337, 31338)
  await switchTo(modal, 31338, 31337)
  await reads.quiet()
  expect([
    reads.count('native 31337'),
    reads.count('portfolio eip155:31337'),
    reads.count('native 31338'),
    reads.count('portfolio eip155:31338'),
    reads.count('identity'),
  ]).toEqual([1, 1, 1, 1, 1])

  // 31 s later the balances have expired and are read again; the identity (5 min) has not.
  await page.clock.fastForward('00:31')
  await switchTo(modal, 31337, 31338)
  await reads.quiet()
  expect([
    reads.count('native 31338'),
    reads.count('portfolio eip155:31338'),
    reads.count('identity'),
  ]).toEqual([2, 2, 1])
  // Past 5 min the identity is read again too.
  await page.clock.fastForward('05:00')
  await switchTo(modal, 31338, 31337)
  await reads.quiet()
  expect([reads.count('native 31337'), reads.count('identity')]).toEqual([2, 2])
}
