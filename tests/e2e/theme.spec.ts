import { expect, type Page, test } from '@playwright/test'
import { UI_APP_URL } from '../../playwright.config.js'
import { ModalPage } from './pages/modal.js'

const LIGHT_BACKGROUND = 'rgb(255, 255, 255)'
const DARK_BACKGROUND = 'rgb(24, 25, 28)'
const LIGHT_ACCENT = 'rgb(10, 92, 199)'
const DARK_ACCENT = 'rgb(91, 156, 245)'

type ThemeWindow = { appKit: { setThemeVariables(variables: Record<string, string>): void } }

const connectButtonBackground = (page: Page) =>
  page
    .locator('appkit-connect-button')
    .getByRole('button')
    .evaluate((node) => getComputedStyle(node).backgroundColor)

test.describe('theme', () => {
  test("themeMode 'system' follows the OS colour scheme live, in the modal and the buttons", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, 'theme=system')
    await modal.open()
    const background = () => modal.dialog.evaluate((node) => getComputedStyle(node).backgroundColor)
    expect(await background()).toBe(LIGHT_BACKGROUND)
    expect(await connectButtonBackground(page)).toBe(LIGHT_ACCENT)

    // The OS switches while the page stays open: no reload, no call into appkit.
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(background).toBe(DARK_BACKGROUND)
    await expect.poll(() => connectButtonBackground(page)).toBe(DARK_ACCENT)

    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(background).toBe(LIGHT_BACKGROUND)
    await expect.poll(() => connectButtonBackground(page)).toBe(LIGHT_ACCENT)
  })

  test("themeMode 'light' does not follow the OS colour scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL, 'theme=light')
    await modal.open()
    expect(await modal.dialog.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
      LIGHT_BACKGROUND,
    )
  })

  test('AppKit variables under --apkt-* names change the tokens live, in the modal and the buttons', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(UI_APP_URL)
    await modal.open()
    expect(await modal.dialog.evaluate((node) => getComputedStyle(node).borderRadius)).toBe('24px')
    await page.evaluate(() =>
      (window as unknown as ThemeWindow).appKit.setThemeVariables({
        '--apkt-accent': 'rgb(1, 2, 3)',
        '--apkt-border-radius-master': '2px',
      }),
    )
    const accent = await page.evaluate(() =>
      getComputedStyle(document.querySelector('appkit-modal') as Element)
        .getPropertyValue('--apkt-color-accent')
        .trim(),
    )
    expect(accent).toBe('rgb(1, 2, 3)')
    // border-radius-master scales the radii: the modal's is 6 times the master.
    expect(await modal.dialog.evaluate((node) => getComputedStyle(node).borderRadius)).toBe('12px')
    expect(await connectButtonBackground(page)).toBe('rgb(1, 2, 3)')
  })
})

test.describe('public theme presets', () => {
  for (const [mode, accent, rgb] of [
    ['light', '#7b3fe4', 'rgb(123, 63, 228)'],
    ['dark', '#e8590c', 'rgb(232, 89, 12)'],
  ] as const) {
    test(`${mode}Theme({ accent, radius: 'small' }) from the config themes the modal and the buttons, and passes axe`, async ({
      page,
    }) => {
      const modal = new ModalPage(page)
      await modal.goto(UI_APP_URL, `theme=${mode}&accent=${encodeURIComponent(accent)}&radius=small`)
      expect(await connectButtonBackground(page)).toBe(rgb)
      await modal.open()
      // radius 'small': rows 8px, the dialog 1.5 times that.
      expect(await modal.dialog.evaluate((node) => getComputedStyle(node).borderRadius)).toBe('12px')
      expect(await modal.dialog.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
        mode === 'light' ? LIGHT_BACKGROUND : DARK_BACKGROUND,
      )
      await modal.expectAccessible()
    })
  }
})
