import { expect, test } from '@playwright/test'
import { encode } from 'uqr'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

// The Receive view on the UI test page: the connected extension wallet's address as a QR code and
// text, its copy button, and the networks it can receive on.

const QUERY = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project&send`

/** The dark cells of a QR code drawn as one SVG path of `M{x} {y}h1v1h-1z` squares. */
function darkCells(path: string): string[] {
  return [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`)
}

test('shows the address as a QR code that encodes it, copies it, and lists the networks it receives on', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, QUERY)
  await modal.connectAndOpenAccount(ALPHA_WALLET)
  await modal.dialog.getByRole('button', { name: 'Receive' }).click()
  await expect(modal.title()).toHaveText('Receive')

  await expect(modal.dialog.locator('[data-receive-address]')).toHaveText(ALPHA_WALLET.address)
  const qr = modal.dialog.getByRole('img', { name: 'QR code of your address' })
  await expect(qr).toBeVisible()
  // The QR code's modules are exactly those of the address encoded (ECC M, border 2).
  const drawn = darkCells((await qr.locator('path').getAttribute('d')) ?? '')
  const expected: string[] = []
  encode(ALPHA_WALLET.address, { ecc: 'M', border: 2 }).data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) expected.push(`${x},${y}`)
    })
  })
  expect(drawn.length).toBeGreaterThan(100)
  expect(drawn).toEqual(expected)

  await modal.dialog.getByRole('button', { name: 'Copy address' }).click()
  await expect(page.locator('appkit-modal').locator('.toast')).toContainText('Address copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ALPHA_WALLET.address)

  const evm = modal.dialog.getByRole('region', { name: 'EVM networks' })
  await expect(evm.locator('[data-network]')).toHaveText([/Local chain 31337/, /Local chain 31338/])
  await modal.expectAccessible()
})

test('features.send off leaves the Send action out and keeps Receive', async ({ page }) => {
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, `${QUERY}&sendOff`)
  await modal.connectAndOpenAccount(ALPHA_WALLET)
  await expect(modal.dialog.locator('[data-account-action="receive"]')).toBeVisible()
  await expect(modal.dialog.locator('[data-account-action]')).toHaveCount(1)
})
