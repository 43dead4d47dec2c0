import { expect, test } from '@playwright/test'

test('the connect button opens the modal as an accessible dialog and Escape closes it', async ({ page }) => {
  await page.goto('/')
  const opener = page.getByRole('button', { name: 'Connect Wallet' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((node) => node.getBoundingClientRect().width)).toBe(360)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('the close button closes the modal', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
})
