// What bench/compareViews.ts does in each page: open a view the way a user (or the host's open({ view }))
// gets there, in walletdock and in AppKit alike, and take the card's picture and height.
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { walletOf } from '../tests/e2e/pages/uiWallets.js'
import { ALPHA_WALLET, UNCONFIGURED_CHAIN } from '../tests/fixtures/uiWallets.js'

export const CARD = 'appkit-modal dialog[open], [data-testid="w3m-modal-card"]'
export type AppName = 'walletdock' | 'appkit'
type Instance = { open(options?: { view: string; data?: object }): Promise<void>; close(): Promise<void> }
type Pick<value> = Record<AppName, value>

/** One page of one library in one theme, with where its pictures go and the heights measured. */
export type Visit = {
  page: Page
  app: AppName
  theme: string
  shotsDir: string
  heights: Map<string, number>
}

/**
 * The page's instance, once initialized. AppKit 1.8 loads its Swap, on-ramp and activity views' code in its
 * first open() or close() from the project config it has read by then: opened before its initialize() has read
 * it, those views stay blank (their elements never defined, no request made) for the page's life.
 */
export const instance = (page: Page) =>
  page.waitForFunction(() => {
    const kit = (window as unknown as { __appKit?: Instance & { getState?(): { initialized?: boolean } } })
      .__appKit
    return Boolean(kit) && kit?.getState?.().initialized !== false
  })

export async function open(page: Page, view?: string, data?: object) {
  await page.evaluate(
    ([view, data]) =>
      (window as unknown as { __appKit: Instance }).__appKit.open(
        view ? { view: view as string, ...(data ? { data: data as object } : {}) } : undefined,
      ),
    [view, data] as const,
  )
  await page.locator(CARD).first().waitFor()
  await page.waitForTimeout(1500)
}

export async function close(page: Page) {
  await page.evaluate(() => (window as unknown as { __appKit: Instance }).__appKit.close())
  await page.waitForTimeout(600)
}

/** The card's picture (docs/screenshots/compare/<app>-<view>-<theme>.png) and, in light, its height. */
export async function shoot(visit: Visit, view: string) {
  const { page, app, theme } = visit
  await page.mouse.move(0, 0)
  await page.waitForTimeout(300)
  const card = page.locator(CARD).first()
  const box = await card.boundingBox()
  if (theme === 'light') visit.heights.set(`${view} ${app}`, Math.round(box?.height ?? 0))
  const path = join(visit.shotsDir, `${app}-${view}-${theme}.png`)
  await card.screenshot({ path, animations: 'disabled' })
  console.info(`wrote ${path}`)
}

const card = (page: Page) => page.locator(CARD).first()

/** Clicks the first visible element with exactly this text inside the card (through open shadow roots). */
export async function clickText(page: Page, text: string | RegExp) {
  await card(page).getByText(text, { exact: true }).first().click({ timeout: 10_000 })
}

/**
 * One step of a walk. A step that fails is reported and the walk goes on: the next picture shows the
 * state the library is in, which is what the comparison reports for a view it cannot reach.
 */
export async function step(visit: Visit, what: string, action: () => Promise<unknown>) {
  try {
    await action()
  } catch (error) {
    console.warn(`${visit.app} ${visit.theme}: ${what} failed: ${String(error).split('\n')[0]}`)
  }
}

/** An Account action: walletdock's button by its name, AppKit's row by its text (and the row under it). */
async function accountAction(visit: Visit, names: Pick<string[]>) {
  const [first, ...then] = names[visit.app]
  if (visit.app === 'walletdock')
    await card(visit.page).getByRole('button', { name: first }).first().click({ timeout: 10_000 })
  else await clickText(visit.page, first as string)
  for (const next of then) {
    await visit.page.waitForTimeout(1000)
    await clickText(visit.page, next)
  }
}

const connectAlpha = async (visit: Visit) => {
  await open(visit.page)
  await clickText(visit.page, ALPHA_WALLET.name)
  await visit.page.waitForTimeout(3000)
  await close(visit.page)
}

/** ConnectingExternal after the wallet refused the request. */
export async function rejectedViews(visit: Visit) {
  const { page } = visit
  await open(page)
  await walletOf(page, ALPHA_WALLET).rejectNextRequest()
  await clickText(page, ALPHA_WALLET.name)
  await page.waitForTimeout(2500)
  await shoot(visit, 'connecting-rejected')
}

/** ProfileWallets (multiWallet on in the project) and UnsupportedChain (the wallet moved to Polygon). */
export async function profileViews(visit: Visit) {
  const { page, app } = visit
  await connectAlpha(visit)
  await open(page, 'Account')
  await step(visit, 'the wallet row of Account', () =>
    app === 'walletdock'
      ? card(page)
          .getByRole('button', { name: /Alpha Wallet/ })
          .click({ timeout: 10_000 })
      : card(page).locator('wui-wallet-switch').first().click(),
  )
  await page.waitForTimeout(1500)
  await shoot(visit, 'profile-wallets')
  await close(page)
  await walletOf(page, ALPHA_WALLET).switchChain(UNCONFIGURED_CHAIN.chainId)
  await page.waitForTimeout(2000)
  // walletdock opens UnsupportedChain by itself; AppKit on its next open.
  if (!(await card(page).isVisible())) await open(page)
  await shoot(visit, 'unsupported-chain')
}

const SEND_TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Send (the token list, the form filled, the preview) and Receive, from the Account view. */
export async function sendViews(visit: Visit) {
  const { page, app } = visit
  await connectAlpha(visit)
  await open(page, 'Account')
  await shoot(visit, 'account-features')
  await accountAction(visit, { walletdock: ['Send'], appkit: ['Send'] })
  await page.waitForTimeout(1500)
  const tokenButton: Pick<string> = { walletdock: '[data-send-token]', appkit: 'w3m-input-token wui-button' }
  await step(visit, 'the token button', () => card(page).locator(tokenButton[app]).first().click())
  await page.waitForTimeout(1500)
  await shoot(visit, 'send-tokens')
  await step(visit, 'ETH in the token list', () =>
    app === 'walletdock'
      ? card(page).locator('[data-token="ETH"]').first().click()
      : card(page).getByText('Ether', { exact: false }).first().click({ timeout: 5000 }),
  )
  await page.waitForTimeout(800)
  await step(visit, 'the amount', () =>
    app === 'walletdock'
      ? card(page).getByLabel('Amount').fill('0.5')
      : card(page).locator('input[inputmode="decimal"]').first().fill('0.5'),
  )
  await step(visit, 'the receiver', async () => {
    if (app === 'walletdock') {
      const receiver = card(page).getByLabel('Receiver address or name')
      await receiver.fill(SEND_TO)
      await receiver.blur()
    } else {
      await card(page).locator('w3m-input-address .instruction').click()
      await card(page).locator('w3m-input-address textarea').last().fill(SEND_TO)
      await card(page).locator('w3m-input-address textarea').last().blur()
    }
  })
  await page.waitForTimeout(1500)
  await shoot(visit, 'send')
  await step(visit, 'Preview send', () =>
    app === 'walletdock'
      ? card(page).getByRole('button', { name: 'Preview send' }).click({ timeout: 10_000 })
      : card(page).locator('wui-button', { hasText: 'Preview Send' }).click({ timeout: 10_000 }),
  )
  await page.waitForTimeout(2500)
  await shoot(visit, 'send-preview')
  await close(page)
  await open(page, 'Account')
  await step(visit, 'Receive', () =>
    accountAction(visit, { walletdock: ['Receive'], appkit: ['Fund wallet', 'Receive funds'] }),
  )
  await page.waitForTimeout(2000)
  await shoot(visit, 'receive')
}

/** Swap ETH to DUSD with a quote, and its token picker; Buy crypto; the activity list. */
export async function swapViews(visit: Visit) {
  const { page, app } = visit
  await connectAlpha(visit)
  await open(page, 'Account')
  await step(visit, 'Swap', () => accountAction(visit, { walletdock: ['Swap'], appkit: ['Swap'] }))
  await page.waitForTimeout(2500)
  await step(visit, 'the swap amount and the second token', async () => {
    if (app === 'walletdock') {
      await close(page)
      await open(page, 'Swap', { fromToken: 'ETH', toToken: 'DUSD', amount: '0.5' })
      await card(page).locator('[data-swap-quote]').waitFor({ timeout: 10_000 })
    } else {
      await card(page)
        .locator('w3m-swap-input')
        .nth(1)
        .locator('wui-token-button, wui-button')
        .first()
        .click()
      await page.waitForTimeout(1500)
      await card(page).getByText('DUSD', { exact: true }).first().click({ timeout: 5000 })
      await page.waitForTimeout(800)
      await card(page).locator('w3m-swap-input input').first().fill('0.5')
      await page.waitForTimeout(4000)
    }
  })
  await shoot(visit, 'swap')
  const picker: Pick<string> = {
    walletdock: '[data-swap-token="from"]',
    appkit: 'w3m-swap-input wui-token-button, w3m-swap-input wui-button',
  }
  await step(visit, 'the token picker', () => card(page).locator(picker[app]).first().click())
  await page.waitForTimeout(2000)
  await shoot(visit, 'swap-tokens')
  await close(page)
  await open(page, 'Account')
  await step(visit, 'Buy crypto', () =>
    accountAction(visit, { walletdock: ['Buy crypto'], appkit: ['Fund wallet', 'Buy crypto'] }),
  )
  await page.waitForTimeout(2000)
  await step(visit, 'the amount to buy', () =>
    app === 'walletdock' ? card(page).getByLabel('Amount').fill('50') : Promise.resolve(),
  )
  await page.waitForTimeout(2500)
  await shoot(visit, 'onramp')
  await close(page)
  await open(page, 'Account')
  await step(visit, 'Activity', () =>
    app === 'walletdock'
      ? card(page).getByRole('tab', { name: 'Activity' }).click()
      : clickText(page, 'Activity'),
  )
  await page.waitForTimeout(3000)
  await shoot(visit, 'activity')
}

/** SIWXSignMessage: after the wallet connects, the sign-in request. */
export async function siwxViews(visit: Visit) {
  const { page } = visit
  await open(page)
  await clickText(page, ALPHA_WALLET.name)
  await page.waitForTimeout(4000)
  if (!(await card(page).isVisible())) await open(page)
  await shoot(visit, 'siwx-sign')
}
