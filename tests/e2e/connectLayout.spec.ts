import { expect, type Page, test } from '@playwright/test'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { buildTestWalletScript } from '../fixtures/testWallet/buildTestWalletScript.js'
import { TEST_STACK_RPC_URLS } from '../fixtures/uiNetworks.js'
import { ALPHA_WALLET, uiWalletConfigs } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

const LAYOUT_PROBE = new URL('../../bench/layoutProbe.js', import.meta.url).pathname
const GAMMA_KEY = '0xc3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3'
const SOCIALS = ['Google', 'GitHub', 'Apple', 'Facebook', 'X', 'Discord']

/** The UI test page with its two extension wallets and a third (Gamma): three installed wallets. */
async function withThreeWallets(page: Page) {
  const chains = TEST_STACK_RPC_URLS.map((rpcUrl, index) => ({ chainId: 31337 + index, rpcUrl }))
  const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#a50"/></svg>')}`
  const gamma = {
    privateKeys: [GAMMA_KEY],
    chains,
    announce: [{ name: 'Gamma Wallet', rdns: 'test.gamma', icon }],
  }
  await page.addInitScript(
    (configs) => Object.assign(window, { __testWalletConfigs: configs }),
    [...uiWalletConfigs(TEST_STACK_RPC_URLS), gamma],
  )
  await page.addInitScript({ content: await buildTestWalletScript() })
}

type Frame = { time: number; dialog: string; entry: string; parts: string; skeletons: number }
type Layout = { clickAt: number; frames: Frame[]; settled: number }

/** Opens the modal with a real mouse press and returns every frame the layout probe saw for 1 s. */
async function openAndRecord(page: Page): Promise<Layout> {
  const opener = page.locator('#root').getByRole('button', { name: 'Connect Wallet' })
  const box = await opener.boundingBox()
  if (!box) throw new Error('no Connect Wallet button')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.up()
  await page.waitForTimeout(1200)
  return page.evaluate(() => {
    const layout = (window as unknown as { __layout: Omit<Layout, 'settled'> & { settledAt(): number } })
      .__layout
    return { clickAt: layout.clickAt, frames: layout.frames, settled: layout.settledAt() }
  })
}

test.use({ viewport: { width: 360, height: 800 } })

test.describe('the Connect view with every method on (email, six socials, farcaster, three wallets)', () => {
  test('fits in 600 CSS px at 360 px wide without scrolling; the socials carry their marks and names', async ({
    page,
  }) => {
    await withThreeWallets(page)
    await page.goto(`${UI_APP_URL}/?embeddedWallet&methodsFirst`)
    const modal = new ModalPage(page)
    await modal.open()
    const dialog = modal.dialog
    for (const name of SOCIALS) await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Sign in with Farcaster' })).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
    for (const wallet of ['Alpha Wallet', 'Beta Wallet', 'Gamma Wallet'])
      await expect(modal.wallet(wallet)).toBeVisible()
    await expect(dialog.locator('.skeleton')).toHaveCount(0)
    // Every provider and farcaster draw their brand mark (a CSS mask of its path, not inline SVG), none fetched.
    const marks = dialog.locator('[data-brand]')
    await expect(marks).toHaveCount(7)
    for (const mark of await marks.all()) {
      await expect(mark).toHaveCSS('mask-image', /^url\("data:image\/svg\+xml,/)
      expect((await mark.boundingBox())?.width).toBeGreaterThanOrEqual(20)
    }
    // The first provider is full width with its name; the others are icon buttons in one row.
    const google = await dialog.getByRole('button', { name: 'Google', exact: true }).boundingBox()
    const rowTops = new Set<number>()
    for (const name of SOCIALS.slice(1)) {
      const button = await dialog.getByRole('button', { name, exact: true }).boundingBox()
      rowTops.add(Math.round(button?.y ?? -1))
      expect(button?.width).toBeLessThan(80)
    }
    expect(rowTops.size).toBe(1)
    expect(google?.width).toBeGreaterThan(300)
    await expect(dialog.getByText('or', { exact: true })).toHaveCount(2)
    const size = await dialog.evaluate((node) => ({
      height: node.getBoundingClientRect().height,
      scrolls: [node, ...node.querySelectorAll('*')].some(
        (child) => child.scrollHeight > child.clientHeight + 1,
      ),
    }))
    console.info(`Connect view height with every method on, 360 px wide: ${size.height} CSS px`)
    expect(size.height).toBeLessThanOrEqual(600)
    expect(size.scrolls).toBe(false)
    await modal.expectAccessible()
  })

  for (const order of ['methods above the wallets', 'installed wallets first'] as const)
    test(`nothing moves from the first frame after the click to the settled view (${order}); a wallet chosen then connects`, async ({
      page,
    }) => {
      await withThreeWallets(page)
      await page.addInitScript({ path: LAYOUT_PROBE })
      await page.goto(
        `${UI_APP_URL}/?embeddedWallet${order === 'installed wallets first' ? '' : '&methodsFirst'}`,
      )
      await page.waitForLoadState('networkidle')
      const layout = await openAndRecord(page)
      const shown = layout.frames.filter((frame) => frame.dialog !== '')
      const [first] = shown
      const last = shown.at(-1)
      if (!first || !last) throw new Error('the dialog never showed')
      console.info(
        `${order}: first frame ${Math.round(first.time - layout.clickAt)} ms after the press, settled at ${Math.round(layout.settled)} ms, ${first.skeletons} placeholders in the first frame`,
      )
      // The first frame already has the first wallet entry and the final layout, methods held at their size.
      expect(first.entry).not.toBe('')
      for (const frame of shown) expect(frame.entry).toBe(first.entry)
      for (const frame of shown)
        expect({ dialog: frame.dialog, parts: frame.parts }).toEqual({
          dialog: first.dialog,
          parts: first.parts,
        })
      expect(last.skeletons).toBe(0)
      // The view it settled on is the working one: the first wallet connects.
      const modal = new ModalPage(page)
      await expect(modal.dialog.locator('[data-wallet-entry]').first()).toHaveText(
        new RegExp(ALPHA_WALLET.name),
      )
      await modal.connect(ALPHA_WALLET.name)
      await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
    })
})

/** The UI page with three wallets, email, socials and the registry on: opened, its frames recorded from the press. */
async function openWithRegistry(page: Page) {
  await withThreeWallets(page)
  await page.addInitScript({ path: LAYOUT_PROBE })
  await page.goto(
    `${UI_APP_URL}/?embeddedWallet&methodsFirst&api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project`,
  )
  await page.waitForLoadState('networkidle')
  const layout = await openAndRecord(page)
  const shown = layout.frames.filter((frame) => frame.dialog !== '')
  const [first] = shown
  if (!first) throw new Error('the dialog never showed')
  return { layout, shown, first }
}

test('with the registry on, the recommended wallets fill rows held from the first frame: the dialog never grows', async ({
  page,
}) => {
  const { layout, shown, first } = await openWithRegistry(page)
  // The first frame holds 4 rows for the recommended wallets and All Wallets' place.
  expect(first.skeletons).toBeGreaterThanOrEqual(4)
  for (const frame of shown)
    expect({ dialog: frame.dialog, entry: frame.entry, parts: frame.parts }).toEqual({
      dialog: first.dialog,
      entry: first.entry,
      parts: first.parts,
    })
  // Pressed without resting first: the recommended wallets are asked for once the first view is painted.
  console.info(
    `with the registry, pressed without intent: first frame ${Math.round(first.time - layout.clickAt)} ms after the press, settled at ${Math.round(layout.settled)} ms; placeholders by frame: ${shown
      .filter((frame, index) => frame.skeletons !== shown[index - 1]?.skeletons)
      .map((frame) => `${Math.round(frame.time - layout.clickAt)} ms ${frame.skeletons}`)
      .join(', ')}`,
  )
  const modal = new ModalPage(page)
  // The rows were filled: three installed wallets, 4 recommended, All Wallets with its own icon.
  await expect(modal.dialog.locator('[data-wallet-entry]')).toHaveCount(8)
  await expect(modal.dialog.locator('.skeleton')).toHaveCount(0)
  await expect(modal.wallet('All Wallets').locator('img')).toBeVisible()
})

test('a registry that cannot be reached: its rows keep their place under a notice, and Try again fills them', async ({
  page,
}) => {
  await page.route(`${DEMO_API_URL}/getWallets**`, (route) => route.abort('connectionrefused'))
  const { shown, first } = await openWithRegistry(page)
  const last = shown.at(-1) ?? first
  // The failure does not shrink the view: every frame has the first frame's boxes (it used to shrink by 4 rows).
  for (const frame of shown)
    expect({ dialog: frame.dialog, entry: frame.entry, parts: frame.parts }).toEqual({
      dialog: first.dialog,
      entry: first.entry,
      parts: first.parts,
    })
  expect(last.skeletons).toBe(0)
  const modal = new ModalPage(page)
  const notice = modal.dialog.locator('.registry-failed')
  await expect(notice.getByText('The wallet list could not be loaded.')).toBeVisible()
  const held = await notice.boundingBox()
  await page.unroute(`${DEMO_API_URL}/getWallets**`)
  await notice.getByRole('button', { name: 'Try again' }).click()
  // Three installed wallets, the 4 recommended in the rows the notice held, All Wallets.
  await expect(modal.dialog.locator('[data-wallet-entry]')).toHaveCount(8)
  await expect(notice).toHaveCount(0)
  const rows = await modal.dialog
    .locator('[data-wallet-entry]')
    .evaluateAll((entries) => entries.slice(3, 7).map((entry) => entry.getBoundingClientRect()))
  expect(Math.round(rows[0]?.top ?? 0)).toBe(Math.round(held?.y ?? -1))
  expect(Math.round(rows.at(-1)?.bottom ?? 0)).toBe(Math.round((held?.y ?? 0) + (held?.height ?? 0)))
})
