import { expect, type Page, test } from '@playwright/test'
import { DEMO_API_URL } from '../../playwright.config.js'
import { ModalPage } from './pages/modal.js'

// The demo as `npm run demo` serves it: evm, dev wallet and tokens plugins against `appkit dev`.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const QUIET_MS = 500

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
})
