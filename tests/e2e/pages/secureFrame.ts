import { expect, type Page } from '@playwright/test'

/** The secure frame's element on the host page (plugins/embedded-wallet/constants.ts FRAME_ELEMENT_ID). */
export const FRAME_SELECTOR = '#walletdock-secure-frame'

/**
 * Waits until the shown secure frame stands still. It follows the ApproveTransaction view while the modal
 * opens, grows and slides in; Playwright's stability check sees only the frame's own document, so a click
 * made while the frame moves lands where it was, on the modal, and the approval never comes.
 */
export async function frameStandsStill(page: Page): Promise<void> {
  const frame = page.locator(FRAME_SELECTOR)
  await expect(frame).toBeVisible()
  const position = async () => JSON.stringify(await frame.boundingBox())
  await expect
    .poll(async () => {
      const before = await position()
      await page.waitForTimeout(150)
      return before === (await position())
    })
    .toBe(true)
}
