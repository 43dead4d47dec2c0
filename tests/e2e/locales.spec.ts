import { expect, type Page, test } from '@playwright/test'
import { LANGUAGES } from '../../kernel/i18n/locales.js'
import type { PluginTranslation } from '../../kernel/i18n/translations.js'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { catalogues } from '../../ui/i18n/translate.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { ModalPage } from './pages/modal.js'

// Every shipped language through a real wallet path on the UI test page: Connect, the extension wallet
// connects, the Account view with plugin labels (Tokens tab, Send and Receive actions), and the Receive
// view with its plugin messages. Axe runs on each view; Arabic lays the dialog out right to left.
const QUERY = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project&send`

async function receiveStrings(language: string): Promise<PluginTranslation> {
  if (language === 'en')
    return { labels: { action: 'Receive', title: 'Receive' }, messages: { address: 'Your address' } }
  const module: { translation: PluginTranslation } = await import(
    `../../plugins/receive/locales/${language}.ts`
  )
  return module.translation
}

async function openAccount(_page: Page, modal: ModalPage, accountTitle: string) {
  await modal.open(ALPHA_WALLET.short)
  await expect(modal.title()).toHaveText(accountTitle)
}

for (const language of LANGUAGES) {
  test(`${language}: the modal and plugin strings are translated and axe finds no violation`, async ({
    page,
  }) => {
    const t = await catalogues[language]()
    const receive = await receiveStrings(language)
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, `${QUERY}&locale=${language}`)
    // The web component's label too (its catalogue loads on demand), with the locale's lang and direction.
    const webButton = page.locator('appkit-button').getByRole('button')
    await expect(webButton).toHaveText(t['button.connect'])
    await expect(webButton).toHaveAttribute('lang', language)
    await expect(webButton).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
    await modal.open()
    await expect(modal.title()).toHaveText(t['view.Connect'])
    await expect(modal.dialog).toHaveAttribute('lang', language)
    await expect(modal.dialog).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
    await expect(modal.dialog.getByRole('button', { name: t['modal.close'] })).toBeVisible()
    await modal.expectAccessible()
    await modal.connect(/Alpha Wallet/)
    await expect(modal.dialog).toBeHidden()
    await openAccount(page, modal, t['view.Account'])
    await expect(modal.dialog.getByRole('button', { name: t['account.disconnect'] })).toBeVisible()
    await expect(modal.dialog.locator('[data-account-action="receive"]')).toHaveText(
      new RegExp(receive.labels?.action ?? ''),
    )
    await modal.expectAccessible()
    await modal.dialog.locator('[data-account-action="receive"]').click()
    await expect(modal.title()).toHaveText(receive.labels?.title ?? '')
    await expect(modal.dialog.getByText(receive.messages?.address ?? '', { exact: true })).toBeVisible()
    await modal.expectAccessible()
  })
}

test('Arabic mirrors the layout: the back button sits at the right, wallet names right of their icons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  const modal = new ModalPage(page)
  await modal.goto(UI_APP_URL, `${QUERY}&locale=ar`)
  await modal.open()
  const row = modal.dialog.getByRole('button', { name: /Alpha Wallet/ })
  const icon = await row.locator(':scope > :first-child').boundingBox()
  const name = await row.locator('.list-item-name').boundingBox()
  expect(icon && name && icon.x > name.x).toBe(true)
  // A Latin name keeps its own direction: one too long for the row is cut at its end ('Coinba…'), its start
  // shown; one that fits sits by its icon (the name's right edge).
  await expect(modal.dialog.locator('[data-wallet-entry] .skeleton')).toHaveCount(0)
  const names = await modal.dialog.locator('[data-wallet-entry] .list-item-name').evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange()
      range.selectNodeContents(node)
      const text = range.getBoundingClientRect()
      const box = node.getBoundingClientRect()
      return {
        name: node.textContent,
        cut: node.scrollWidth > node.clientWidth,
        startShown: Math.round(text.left) >= Math.floor(box.left),
        byIcon: Math.round(Math.min(text.right, box.right)) === Math.round(box.right),
      }
    }),
  )
  expect(names.filter((entry) => entry.cut).map((entry) => entry.name)).toContain('Coinbase Wallet')
  for (const entry of names.filter((item) => /^[A-Za-z]/.test(item.name ?? '')))
    expect(entry, entry.name ?? '').toMatchObject({ startShown: true, byIcon: true })
  await row.click()
  await expect(modal.dialog).toBeHidden()
  await modal.open(ALPHA_WALLET.short)
  await modal.dialog.locator('[data-account-action="receive"]').click()
  const t = await catalogues.ar()
  const back = await modal.dialog.getByRole('button', { name: t['modal.back'] }).boundingBox()
  const dialog = await modal.dialog.boundingBox()
  expect(back && dialog && back.x > dialog.x + dialog.width / 2).toBe(true)
})

test.describe("locale 'auto'", () => {
  test.use({ locale: 'fr-FR' })
  test("picks the browser's language (navigator.languages)", async ({ page }) => {
    const t = await catalogues.fr()
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, 'locale=auto')
    await modal.open()
    await expect(modal.title()).toHaveText(t['view.Connect'])
    await expect(modal.dialog).toHaveAttribute('lang', 'fr-FR')
  })
})
