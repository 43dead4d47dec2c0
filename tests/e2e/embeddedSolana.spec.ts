import { resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { base58 } from '@scure/base'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { verifyMessage } from 'viem'
import type { ViteDevServer } from 'vite'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { inboxResponseSchema } from '../../kernel/protocol/devStack.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.js'
import { repoRoot, startHostApp } from '../../scripts/hostApp.js'
import { type DevStack, startDevStack } from '../../services/dev/startDevStack.js'

// As embeddedPlugin.spec.ts: the secure origin may keep its share (third-party storage allowed).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--disable-features=ThirdPartyCookieDeprecation,TrackingProtection3pcd,ThirdPartyCookieBlocking',
    ],
  },
})

// Its own stack (port base 7260) and host page (7270), on ports no other test uses: no e2e lock.
const PORT_BASE = 7260
const HOST_PORT = 7270
const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`
const MESSAGE = 'hello from the embedded solana account'
const FRAME_SELECTOR = '#walletdock-secure-frame'
let stack: DevStack
let hostApp: ViteDevServer

test.beforeAll(async () => {
  stack = await startDevStack({
    portBase: PORT_BASE,
    dataDir: null,
    devJsonPath: null,
    origins: [HOST_ORIGIN],
  })
  hostApp = await startHostApp({
    host: '127.0.0.1',
    port: HOST_PORT,
    root: resolve(repoRoot, 'tests/e2e/embedded-app'),
  })
})
test.afterAll(async () => {
  await hostApp?.close()
  await stack?.close()
})

const solanaConnection = () =>
  new Connection(stack.info.solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: stack.info.solana.wsUrl })

async function latestCode(email: string) {
  const response = await fetch(`${stack.info.mailInboxUrl}/api/messages?to=${encodeURIComponent(email)}`)
  const [mail] = inboxResponseSchema.parse(await response.json()).messages
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}
function secureFrame(page: Page) {
  const origin = new URL(stack.info.secureSiteUrl ?? '').origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error('the secure frame is not on the page')
  return frame
}

/** The host page with evm(), solana() and embeddedWallet(), the local anvil and the stack's Solana chain. */
function hostUrl(recipient: string) {
  const info = stack.info
  const url = new URL('solana.html', `${HOST_ORIGIN}/`)
  url.searchParams.set('site', info.secureSiteUrl ?? '')
  url.searchParams.set('projectId', info.projectId)
  url.searchParams.set('api', info.apiUrl)
  url.searchParams.set('rpcUrl', info.rpcUrls['eip155:31337'] ?? '')
  url.searchParams.set('solanaRpc', info.solana.rpcUrl)
  url.searchParams.set('to', recipient)
  return url.toString()
}

/** Email login through the modal, the code read from the local inbox; resolves with both addresses. */
async function signIn(page: Page) {
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const email = `solana-${crypto.randomUUID()}@example.com`
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText(`Enter the code we sent to ${email}`)).toBeVisible({ timeout: 30_000 })
  await dialog.getByLabel('Code').fill(await latestCode(email))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  const evm = page.getByLabel('Address', { exact: true })
  const solana = page.getByLabel('Solana address')
  await expect(evm).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
  await expect(solana).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  await expect(dialog).toBeHidden()
  return {
    dialog,
    evmAddress: (await evm.textContent()) ?? '',
    solanaAddress: (await solana.textContent()) ?? '',
  }
}

/** Approves the pending request in the frame's own panel (over ApproveTransaction) once it shows `details`. */
async function approveInFrame(page: Page, details: string | RegExp, hostShows?: string) {
  const modal = page.locator('appkit-modal dialog')
  await expect(modal.getByText('Approve transaction')).toBeVisible()
  if (hostShows) await expect(modal.getByLabel('What is being signed')).toContainText(hostShows)
  await expect(page.locator(FRAME_SELECTOR)).toBeVisible()
  const frame = secureFrame(page)
  await expect(frame.locator('#approval-details')).toHaveText(details)
  // The frame follows the view while it slides in; Playwright's stability check sees only the frame's
  // own document, so wait until the frame itself stands still before clicking in it (embeddedApprove.spec.ts).
  const position = async () => JSON.stringify(await page.locator(FRAME_SELECTOR).boundingBox())
  await expect
    .poll(async () => {
      const before = await position()
      await page.waitForTimeout(150)
      return before === (await position())
    })
    .toBe(true)
  await frame.locator('#approval-approve').click()
}

test.describe.configure({ timeout: 120_000 })
test.describe('embedded wallet: one login gives an eip155 and a solana account (spec 6)', () => {
  test('email login; on a Solana network the Account view shows the solana address; switching back to eip155 switches the namespace; a reload restores both; disconnect ends both', async ({
    page,
  }) => {
    await page.goto(hostUrl(Keypair.generate().publicKey.toBase58()))
    const { dialog, evmAddress, solanaAddress } = await signIn(page)
    const namespace = page.getByLabel('Namespace')
    await expect(namespace).toHaveText('eip155')
    // The eip155 account signs as itself right after its solana account connected (the frame was last asked about solana).
    await page.getByRole('button', { name: 'Sign EVM message' }).click()
    await approveInFrame(page, 'hello from the eip155 account')
    const signature = page.getByLabel('Signature')
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
    const message = 'hello from the eip155 account'
    const evmSignature = (await signature.textContent()) as `0x${string}`
    expect(
      await verifyMessage({ address: evmAddress as `0x${string}`, message, signature: evmSignature }),
    ).toBe(true)
    await expect(page.locator(FRAME_SELECTOR)).toBeHidden()

    await page.getByRole('button', { name: 'Switch to Solana' }).click()
    await expect(namespace).toHaveText('solana')
    const short = shortenAddress(solanaAddress)
    await page.getByRole('button', { name: short }).click()
    await expect(dialog.getByText(short)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Switch to Anvil' }).click()
    await expect(namespace).toHaveText('eip155')
    const evmButton = page.getByRole('button', { name: shortenAddress(evmAddress) })
    await expect(evmButton).toBeVisible()
    await expect(page.getByLabel('Error')).toHaveText('')

    // A reload restores both accounts through the frame; disconnecting the login ends both.
    await page.reload()
    const solana = page.getByLabel('Solana address')
    await expect(page.getByLabel('Address', { exact: true })).toHaveText(evmAddress, { timeout: 30_000 })
    await expect(solana).toHaveText(solanaAddress)
    await page.getByRole('button', { name: 'Switch to Anvil' }).click()
    await expect(namespace).toHaveText('eip155')
    await evmButton.click()
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByLabel('Address', { exact: true })).toHaveText('')
    await expect(solana).toHaveText('')
  })

  test('a message signed through the frame verifies against the solana address; a 0.5 SOL transfer signed and sent lands on the local chain', async ({
    page,
  }) => {
    const recipient = Keypair.generate().publicKey
    await page.goto(hostUrl(recipient.toBase58()))
    const { solanaAddress } = await signIn(page)
    await page.getByRole('button', { name: 'Switch to Solana' }).click()
    await expect(page.getByLabel('Namespace')).toHaveText('solana')

    await page.getByRole('button', { name: 'Sign Solana message' }).click()
    await approveInFrame(page, MESSAGE, MESSAGE)
    const signature = page.getByLabel('Signature')
    await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, { timeout: 30_000 })
    await expect(page.locator(FRAME_SELECTOR)).toBeHidden()
    const verified = nacl.sign.detached.verify(
      new TextEncoder().encode(MESSAGE),
      base58.decode((await signature.textContent()) ?? ''),
      new PublicKey(solanaAddress).toBytes(),
    )
    expect(verified).toBe(true)

    const connection = solanaConnection()
    await connection.confirmTransaction(
      await connection.requestAirdrop(new PublicKey(solanaAddress), 2 * LAMPORTS_PER_SOL),
      'confirmed',
    )
    await page.getByRole('button', { name: 'Send 0.5 SOL' }).click()
    await approveInFrame(
      page,
      new RegExp(`^transfer 0\\.5 SOL from ${solanaAddress} to ${recipient.toBase58()}\\n`),
    )
    await expect(page.getByLabel('Sent')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, { timeout: 30_000 })
    await expect(page.locator(FRAME_SELECTOR)).toBeHidden()
    await expect.poll(() => connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 2)
    // 2 - 0.5 - the 0.000005 SOL fee.
    expect(await connection.getBalance(new PublicKey(solanaAddress))).toBe(1.5 * LAMPORTS_PER_SOL - 5_000)
    await expect(page.getByLabel('Error')).toHaveText('')
  })
})
