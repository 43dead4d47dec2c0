import { expect, type Page, type Route, test } from '@playwright/test'
import { UI_APP_URL } from '../../playwright.config.js'
import { ALPHA_WALLET, BETA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

/**
 * From here on every request the page makes is held (not answered) until release(); `finished` lists
 * the ones that completed. The order of events is the check: nothing can arrive before it is released.
 */
async function holdEveryRequest(page: Page) {
  const held: Route[] = []
  const finished: string[] = []
  let holding = true
  page.on('requestfinished', (request) => {
    if (holding) finished.push(request.url())
  })
  await page.route('**/*', (route) => {
    if (holding) held.push(route)
    else void route.continue()
  })
  return {
    held,
    finished,
    async release() {
      holding = false
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

/** The page loaded and quiet: everything it loads before an interaction has arrived. */
async function loaded(page: Page) {
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL)
  await page.waitForLoadState('networkidle')
  await expect(modal.opener()).toBeVisible()
  return modal
}

test.describe('the first view', () => {
  test('a click lists the installed wallets while every request is held: the wallets come before any response, the modal content is requested after them', async ({
    page,
  }) => {
    const modal = await loaded(page)
    const network = await holdEveryRequest(page)
    await modal.open()
    await expect(modal.title()).toHaveText('Connect Wallet')
    await expect(modal.wallet(ALPHA_WALLET.name)).toBeVisible()
    await expect(modal.wallet(BETA_WALLET.name)).toBeVisible()
    // Installed wallets carry their tag in the first frame already.
    await expect(modal.wallet(ALPHA_WALLET.name)).toContainText('Installed')
    expect(network.finished).toEqual([])
    // The modal's content chunk is asked for (after the first frame) and is still waiting.
    await expect
      .poll(() => network.held.map((route) => new URL(route.request().url()).pathname))
      .toContainEqual(expect.stringMatching(/\/ui\/modal\/content\b/))
    expect(network.finished).toEqual([])
    await network.release()
    // The content takes over the same list, and a wallet chosen there connects.
    await modal.connect(ALPHA_WALLET.name)
    await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
  })

  test('a wallet chosen in the first view, before the content has arrived, connects once it has', async ({
    page,
  }) => {
    const modal = await loaded(page)
    const network = await holdEveryRequest(page)
    await modal.open()
    await modal.connect(ALPHA_WALLET.name)
    expect(network.finished).toEqual([])
    await expect(page.getByTestId('status')).not.toHaveText(`connected ${ALPHA_WALLET.address}`)
    await network.release()
    await expect(page.getByTestId('status')).toHaveText(`connected ${ALPHA_WALLET.address}`)
  })

  test('a press that comes with the pointer, held longer than hover intent takes: the modal content is requested after the click, never between press and click', async ({
    page,
  }) => {
    const modal = await loaded(page)
    await page.evaluate(() => {
      const order: string[] = []
      ;(window as unknown as { order: string[] }).order = order
      for (const type of ['pointerdown', 'click'])
        addEventListener(type, () => order.push(type), { capture: true, once: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (/\/ui\/modal\/content\b/.test(entry.name)) order.push('content requested')
      }).observe({ type: 'resource' })
    })
    const box = await modal.opener().boundingBox()
    if (!box) throw new Error('the connect button has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    // A slow press: the pointer rests on the button, pressed, for three times the 100 ms hover intent.
    await page.waitForTimeout(300)
    await page.mouse.up()
    await expect(modal.wallet(ALPHA_WALLET.name)).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { order: string[] }).order))
      .toEqual(['pointerdown', 'click', 'content requested'])
  })
})
