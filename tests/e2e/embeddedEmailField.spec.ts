import { expect, freshEmail, shownEmail, test } from './embeddedStack.js'

// Its own stack (base 7420) and host page (127.0.0.1:7432): runs without the e2e lock (pw-solo.config.ts).
test.use({ embeddedStackOptions: { portBase: 7420, hostPort: 7432 } })

test("the Connect view's email field keeps the email keyboard and autofill without type=email (whose address check costs the page a script context), and the modal checks the address itself", async ({
  page,
  stack,
}) => {
  await page.goto(stack.pageUrl().toString())
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const field = dialog.getByRole('textbox', { name: 'Email' })
  await expect(field).toBeVisible()
  await expect(field).toHaveAttribute('type', 'text')
  await expect(field).toHaveAttribute('inputmode', 'email')
  await expect(field).toHaveAttribute('autocomplete', 'email')
  await expect(field).toHaveAttribute('autocapitalize', 'none')
  await expect(field).toHaveAttribute('spellcheck', 'false')
  // No email-type input anywhere in the open modal.
  expect(
    await page.evaluate(
      () => document.querySelector('appkit-modal')?.shadowRoot?.querySelectorAll('input[type=email]').length,
    ),
  ).toBe(0)
  await field.fill('ada')
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Enter an email address, like ada@example.com')
  const email = freshEmail('field')
  await field.fill(`  ${email} `)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText(`Enter the code we sent to ${shownEmail(email)}`)).toBeVisible({
    timeout: 30_000,
  })
})
