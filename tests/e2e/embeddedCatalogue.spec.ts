import {
  expect,
  FRAME_SELECTOR,
  freshEmail,
  signInThroughModal,
  THIRD_PARTY_STORAGE_ALLOWED,
  test,
} from './embeddedStack.js'

// As embeddedPlugin.spec.ts: the secure origin may keep its share in this third-party frame.
test.use({ launchOptions: THIRD_PARTY_STORAGE_ALLOWED })
// Its own stack and host page, on ports no other test uses.
test.use({ embeddedStackOptions: { portBase: 7460, hostPort: 7472 } })

test.describe('embedded wallet: what the Connect view offers, and the catalogue texts of a frame that fails', () => {
  test('features.socials as a list decides the providers shown, in its order; the others are not offered', async ({
    page,
    stack,
  }) => {
    const url = stack.pageUrl()
    url.searchParams.set('socials', 'apple,github')
    await page.goto(url.toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const apple = dialog.getByRole('button', { name: 'Apple', exact: true })
    const github = dialog.getByRole('button', { name: 'GitHub', exact: true })
    await expect(apple).toBeVisible()
    await expect(github).toBeVisible()
    for (const other of ['Google', 'Facebook', 'X', 'Discord'])
      await expect(dialog.getByRole('button', { name: other, exact: true })).toHaveCount(0)
    // In the list's order: Apple before GitHub.
    const [appleBox, githubBox] = [await apple.boundingBox(), await github.boundingBox()]
    expect((appleBox?.y ?? 0) * 10_000 + (appleBox?.x ?? 0)).toBeLessThan(
      (githubBox?.y ?? 0) * 10_000 + (githubBox?.x ?? 0),
    )
    // The email method and farcaster stay (socials is not false).
    await expect(dialog.getByLabel('Email')).toBeVisible()
  })

  test('email and social login are offered only with a network the embedded wallet serves (eip155): not on a solana-only setup', async ({
    page,
    stack,
  }) => {
    const dialog = page.getByRole('dialog')
    // The same page with the local eip155 chain: the methods are there (the control).
    const withEip155 = stack.pageUrl('solana.html')
    withEip155.searchParams.set('solanaRpc', stack.info.solana.rpcUrl)
    await page.goto(withEip155.toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog.getByLabel('Email')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'GitHub', exact: true })).toBeVisible()

    // Without it (no rpcUrl: the page configures only solana localnet), none of email, socials or farcaster.
    const solanaOnly = new URL(withEip155)
    solanaOnly.searchParams.delete('rpcUrl')
    await page.goto(solanaOnly.toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog).toBeVisible()
    // The modal has settled on its Connect view (its methods load lazily): then nothing of the embedded wallet.
    await page.waitForLoadState('networkidle')
    await expect(dialog.getByLabel('Email')).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'GitHub', exact: true })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Sign in with Farcaster' })).toHaveCount(0)
  })

  test("a secure site that never loads shows the catalogue's 'Network Error - Could not load embedded wallet' (20 s, spec 9)", async ({
    page,
    stack,
  }) => {
    // The frame's page answers, but its script never runs: no READY comes.
    const site = new URL(stack.info.secureSiteUrl ?? '').origin
    await page.route(
      (url) => url.origin === site && url.pathname === '/frame',
      (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stalled</title>' }),
    )
    await page.clock.install()
    await page.goto(stack.pageUrl().toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill(freshEmail('load'))
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect(dialog.getByRole('button', { name: 'Sending code...' })).toBeVisible()
    // The frame exists (its 20 s started with it): only then is the page's time moved.
    await expect(page.locator(FRAME_SELECTOR)).toBeAttached({ timeout: 30_000 })
    // Before the 20 s, nothing; after them, the catalogue's text where the form shows its error.
    await page.clock.fastForward('00:19')
    await expect(dialog.getByText('Network Error - Could not load embedded wallet')).toHaveCount(0)
    await page.clock.fastForward('00:02')
    await expect(dialog.getByText('Network Error - Could not load embedded wallet')).toBeVisible()
    await expect(dialog.getByText('The secure site did not load in time')).toHaveCount(0)
  })

  test("a connect request the secure site leaves unanswered shows the catalogue's 'Embedded Wallet Request Timed Out' (120 s, spec 9)", async ({
    page,
    stack,
  }) => {
    // The frame loads; the services never answer its connect-email call, so the frame never answers the host.
    let held = 0
    const site = new URL(stack.info.secureSiteUrl ?? '').origin
    await page.route(
      (url) => url.origin === site && url.pathname === '/auth/v1/connect-email',
      () => {
        held++
      },
    )
    await page.clock.install()
    await page.goto(stack.pageUrl().toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill(freshEmail('timeout'))
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => held, { timeout: 30_000 }).toBe(1)
    await page.clock.fastForward('01:59')
    await expect(dialog.getByText('Embedded Wallet Request Timed Out')).toHaveCount(0)
    await page.clock.fastForward('00:02')
    await expect(dialog.getByText('Embedded Wallet Request Timed Out')).toBeVisible()
    await expect(dialog.getByText('The secure site did not answer in time')).toHaveCount(0)
  })

  test("the embedded wallet's code failing to load shows 'Unable to load email login dependency' in the modal, which stays usable", async ({
    page,
    stack,
  }) => {
    // The plugin's setup chunk (the connector and the frame client) cannot be fetched, as on a network that drops it.
    let blocked = 0
    await page.route(
      (url) =>
        url.pathname.endsWith('/startEmbeddedWallet.ts') ||
        /\/startEmbeddedWallet-[\w-]+\.js$/.test(url.pathname),
      (route) => {
        blocked++
        return route.abort('failed')
      },
    )
    await page.goto(stack.pageUrl().toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill(freshEmail('chunk'))
    const submit = dialog.getByRole('button', { name: 'Continue' })
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText('Unable to load email login dependency', {
      timeout: 30_000,
    })
    expect(blocked).toBeGreaterThan(0)
    // The modal stays on the Connect view: Continue can be pressed again (the same text while the code stays
    // unreachable), and the other ways in are still offered. No frame was made.
    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText('Unable to load email login dependency')
    await expect(dialog).toBeVisible()
    // A social login opens its popup in the click; with no code to run the login, the popup closes again.
    const popupOpened = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'GitHub', exact: true }).click()
    const popup = await popupOpened
    await expect(dialog.getByRole('alert')).toHaveText([
      'Unable to load email login dependency',
      'Unable to load email login dependency',
    ])
    await expect.poll(() => popup.isClosed()).toBe(true)
    // Farcaster has no form: its button says it in a toast.
    await dialog.getByRole('button', { name: 'Sign in with Farcaster' }).click()
    await expect(page.locator('appkit-modal .toast[data-state="error"]')).toHaveText(
      /Unable to load email login dependency/,
    )
    await expect(page.locator(FRAME_SELECTOR)).toHaveCount(0)
    // Close works (the person can leave).
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('invalid plugin options (the kernel runs no setup) fail the email and social logins with the options error, and close the popup', async ({
    page,
    stack,
  }) => {
    const url = stack.pageUrl()
    // The plugin's own secureSite, not an http(s) URL: its options schema refuses it.
    url.searchParams.set('pluginSecureSite', 'javascript:alert(1)')
    await page.goto(url.toString())
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill(freshEmail('options'))
    await dialog.getByRole('button', { name: 'Continue' }).click()
    const refused = 'Plugin "embedded-wallet" has invalid options'
    await expect(dialog.getByRole('alert')).toHaveText(refused, { timeout: 30_000 })
    const popupOpened = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'GitHub', exact: true }).click()
    const popup = await popupOpened
    await expect(dialog.getByRole('alert')).toHaveText([refused, refused])
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(page.locator(FRAME_SELECTOR)).toHaveCount(0)
  })

  test("an email login's email and no social provider reach useAppKitAccount (user, socialProvider) and the connection's auth", async ({
    page,
    stack,
  }) => {
    await page.goto(stack.pageUrl().toString())
    const { email } = await signInThroughModal(page, stack, 'after')
    await expect(page.getByLabel('User email')).toHaveText(email)
    await expect(page.getByLabel('Social provider')).toHaveText('')
    await expect(page.getByLabel('Auth name')).toHaveText('')
  })
})
