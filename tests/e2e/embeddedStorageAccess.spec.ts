import { chromium, type Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import {
  approveInFrame,
  type EmbeddedStack,
  expect,
  frameStandsStill,
  signInThroughModal,
  THIRD_PARTY_STORAGE_ALLOWED,
  test,
} from './embeddedStack.js'

// Chromium as configured (no third-party-storage flags): it blocks the secure frame's storage, so the frame
// keeps its device share in memory and offers the Storage Access step in its own panel.
// Its own stack (port base 7360) and host page (127.0.0.1:7370): it runs without the e2e lock (pw-solo.config.ts).
test.use({ embeddedStackOptions: { portBase: 7360, hostPort: 7370 } })

async function signedIn(page: Page, stack: EmbeddedStack) {
  await page.goto(stack.pageUrl().toString())
  return (await signInThroughModal(page, stack, 'storage-access')).address
}

/** Signs the page's message, approving in the frame, and checks the signature with viem. */
async function signAndVerify(page: Page, stack: EmbeddedStack, address: `0x${string}`) {
  const frame = stack.secureFrame(page)
  await expect(frame.locator('#approval-approve')).toBeVisible()
  await frameStandsStill(page)
  await approveInFrame(frame)
  const signature = page.getByLabel('Signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
  const value = (await signature.textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: 'hello from the modal', signature: value })).toBe(true)
}

test('embedded wallet: without third-party storage the frame offers the Storage Access step; this Chromium refuses it, and the wallet keeps signing', async ({
  page,
  stack,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const address = await signedIn(page, stack)
  // This Chromium blocks the frame's storage: today's fallback, the share in memory, with its warning.
  expect(warnings.join('\n')).toContain(
    'the browser blocks storage for this frame: the device share is kept in memory and lost when the page closes',
  )

  await page.getByRole('button', { name: 'Sign message' }).click()
  const frame = stack.secureFrame(page)
  const allow = frame.getByRole('button', { name: 'Allow the secure wallet to remember this device' })
  await expect(allow).toBeVisible()
  await frameStandsStill(page)
  await allow.click()
  // What this Chromium does with the click: it refuses (NotAllowedError), and the frame says so in its panel.
  await expect(frame.locator('#remember-status')).toHaveText(
    'The browser did not allow it: the secure wallet goes on as before, and may ask to verify this device again.',
  )
  await expect
    .poll(() => warnings.join('\n'))
    .toContain('the browser refused storage access: requestStorageAccess not allowed')
  expect(await frame.evaluate(() => document.hasStorageAccess())).toBe(false)
  // The step stays offered, and the approval and the login go on from the share in memory.
  await expect(allow).toBeVisible()
  await signAndVerify(page, stack, address)
  await expect(page.getByLabel('Address', { exact: true })).toHaveText(address)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(allow).toBeVisible()
  await signAndVerify(page, stack, address)
})

test('embedded wallet: with third-party storage allowed, the frame keeps its share in partitioned storage and still offers the step', async ({
  stack,
}) => {
  // Another browser of this worker, launched as the other specs launch it, on the same stack.
  const browser = await chromium.launch(THIRD_PARTY_STORAGE_ALLOWED)
  try {
    const page = await browser.newPage()
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const address = await signedIn(page, stack)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const frame = stack.secureFrame(page)
    const allow = frame.getByRole('button', { name: 'Allow the secure wallet to remember this device' })
    await expect(allow).toBeVisible()
    expect(await frame.evaluate(() => document.hasStorageAccess())).toBe(false)
    await frameStandsStill(page)
    await allow.click()
    // Refused here too; the share stays in the partitioned IndexedDB (no in-memory warning) and signing goes on.
    await expect(frame.locator('#remember-status')).toHaveText(
      'The browser did not allow it: the secure wallet goes on as before, and may ask to verify this device again.',
    )
    await expect
      .poll(() => warnings.join('\n'))
      .toContain('the browser refused storage access: requestStorageAccess not allowed')
    expect(warnings.join('\n')).not.toContain('the device share is kept in memory')
    await signAndVerify(page, stack, address)
  } finally {
    await browser.close()
  }
})
