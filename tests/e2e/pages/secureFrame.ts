import { expect, type Frame, type Page } from '@playwright/test'

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

/**
 * Approves in the secure frame's panel as a person does: once the frame proves the panel visible (its Approve
 * button turns on), the pointer rests on Approve for a moment, then clicks. A click the instant the pointer
 * arrives does not count (the frame cannot tell it from a frame moved under a resting pointer).
 */
export async function approveInFrame(frame: Frame): Promise<void> {
  const approve = frame.locator('#approval-approve')
  await expect(approve).toBeEnabled({ timeout: 15_000 })
  await approve.hover()
  await frame.page().waitForTimeout(700)
  await approve.click()
}
