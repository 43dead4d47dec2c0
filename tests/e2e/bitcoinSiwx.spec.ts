import { expect, test } from '@playwright/test'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { DEMO_API_URL } from '../../playwright.config.js'
import { verifyBip322 } from '../../plugins/bitcoin/sdk/bip322.js'
import { bitcoinjsNetworkOf } from '../../plugins/bitcoin/sdk/bitcoinNetworks.js'
import { DEV_PROJECT_ID } from '../../services/dev/devDefaults.js'
import { bitcoinStack } from './bitcoinStack.js'

// Sign-in with a Bitcoin account (plugins/bitcoin's bip122Format in plugins/siwx): the dev wallet's bitcoin side
// signs the CAIP-122 text with BIP-322; the local stack's services check it and keep the session. Its own local
// Bitcoin chain and host page on free ports; the services are the demo stack's (every loopback origin is allowed).
const stack = bitcoinStack('bitcoin-siwx-app')
const SESSIONS = '@appkit/siwx-sessions'

test('required sign-in with a Bitcoin account: BIP-322 signature checked by the services, kept over a reload, signed out by disconnect', async ({
  page,
}) => {
  const payment = stack.btc.accounts.find((account) => account.type === 'payment')?.address ?? ''
  await page.addInitScript(
    (value) => {
      ;(window as { __bitcoinSiwxPage?: unknown }).__bitcoinSiwxPage = value
    },
    {
      esploraUrl: stack.btc.esploraUrl,
      api: DEMO_API_URL,
      projectId: DEV_PROJECT_ID,
      accounts: stack.btc.accounts,
    },
  )
  await page.goto(stack.appUrl)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  const signView = dialog.locator('[data-siwx-view]')
  const session = page.getByLabel('Session')

  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /Dev Wallet/ }).click()
  const choice = dialog.getByRole('button', { name: /^Bitcoin/ })
  if (await choice.isVisible({ timeout: 2_000 }).catch(() => false)) await choice.click()
  // Connected, then asked to sign in; close is disabled while sign-in is required.
  await expect(signView).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)

  const created = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/v1/sessions' && response.request().method() === 'POST',
  )
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  const answer = await created
  expect(answer.status()).toBe(201)
  await expect(dialog).toBeHidden()
  await expect(session).toHaveText(`${stack.btc.caip2}:${payment}`)
  await expect(page.getByLabel('Token')).toHaveText('token')

  // What was signed: the Bitcoin CAIP-122 text of the page's domain for the payment address, and a BIP-322
  // signature that the plugin's own (bitcoinjs-lib) verifier accepts too.
  const { session: signed } = (await answer.json()) as { session: { message: string; signature: string } }
  expect(signed.message.split('\n').slice(0, 2)).toEqual([
    `${new URL(stack.appUrl).host} wants you to sign in with your Bitcoin account:`,
    payment,
  ])
  expect(signed.message).toContain(`\nURI: ${new URL(stack.appUrl).origin}\n`)
  expect(verifyBip322(payment, signed.message, signed.signature, bitcoinjsNetworkOf(stack.btc.caip2))).toBe(
    true,
  )

  // A reload asks the services whether the session is live (its bearer token) and keeps it: no prompt.
  const listed = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith(`/v1/sessions/${payment}`),
  )
  await page.reload()
  const listing = await listed
  expect(listing.status()).toBe(200)
  await expect(session).toHaveText(`${stack.btc.caip2}:${payment}`)
  await page.waitForTimeout(1_000) // the moment a prompt would open
  await expect(dialog).toBeHidden()

  // Disconnect from the Account view signs out: the page forgets the session, and the services revoke it with
  // its own bearer token (POST /v1/sessions/{address}/revoke), so the token no longer lists it.
  const [{ token } = { token: '' }] = (await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
    SESSIONS,
  )) as { token: string }[]
  const revoked = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`/v1/sessions/${payment}/revoke`),
  )
  await page
    .locator('#root')
    .getByRole('button', { name: shortenAddress(payment) })
    .click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(session).toHaveText('')
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSIONS)).toBe('[]')
  const revoke = await revoked
  expect([revoke.status(), await revoke.json()]).toEqual([200, { revoked: 1 }])
  const after = await page.evaluate(
    async ([url, bearer]) => (await fetch(url, { headers: { authorization: `Bearer ${bearer}` } })).status,
    [listing.url(), token] as const,
  )
  expect(after).toBe(401)
})
