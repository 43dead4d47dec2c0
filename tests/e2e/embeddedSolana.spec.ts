import type { Page } from '@playwright/test'
import { base58 } from '@scure/base'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { verifyMessage } from 'viem'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import {
  approveInFrame,
  type EmbeddedStack,
  expect,
  FRAME_SELECTOR,
  frameStandsStill,
  signInThroughModal,
  THIRD_PARTY_STORAGE_ALLOWED,
  test,
} from './embeddedStack.js'

// As embeddedPlugin.spec.ts: the secure origin may keep its share (third-party storage allowed).
test.use({ launchOptions: THIRD_PARTY_STORAGE_ALLOWED })
// Its own stack (port base 7260) and host page (7270), on ports no other test uses: no e2e lock.
test.use({ embeddedStackOptions: { portBase: 7260, hostPort: 7270 } })
const MESSAGE = 'hello from the embedded solana account'

const solanaConnection = (stack: EmbeddedStack) =>
  new Connection(stack.info.solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: stack.info.solana.wsUrl })

/** The host page with evm(), solana() and embeddedWallet(), the local anvil and the stack's Solana chain. */
function hostUrl(stack: EmbeddedStack, recipient: string) {
  const url = stack.pageUrl('solana.html')
  url.searchParams.set('solanaRpc', stack.info.solana.rpcUrl)
  url.searchParams.set('to', recipient)
  return url.toString()
}

/** Email login through the modal, the code read from the local inbox; resolves with both addresses. */
async function signIn(page: Page, stack: EmbeddedStack) {
  const { address } = await signInThroughModal(page, stack, 'solana')
  const solana = page.getByLabel('Solana address')
  await expect(solana).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  return {
    dialog: page.getByRole('dialog'),
    evmAddress: address,
    solanaAddress: (await solana.textContent()) ?? '',
  }
}

/** Approves the pending request in the frame's own panel (over ApproveTransaction) once it shows `details`. */
async function approveShown(page: Page, stack: EmbeddedStack, details: string | RegExp, hostShows?: string) {
  const modal = page.locator('appkit-modal dialog')
  await expect(modal.getByText('Approve transaction')).toBeVisible()
  if (hostShows) await expect(modal.getByLabel('What is being signed')).toContainText(hostShows)
  const frame = stack.secureFrame(page)
  await expect(frame.locator('#approval-details')).toHaveText(details)
  await frameStandsStill(page)
  await approveInFrame(frame)
}

test.describe.configure({ timeout: 120_000 })
test.describe('embedded wallet: one login gives an eip155 and a solana account (spec 6)', () => {
  test('email login; on a Solana network the Account view shows the solana address; switching back to eip155 switches the namespace; a reload restores both; disconnect ends both', async ({
    page,
    stack,
  }) => {
    await page.goto(hostUrl(stack, Keypair.generate().publicKey.toBase58()))
    const { dialog, evmAddress, solanaAddress } = await signIn(page, stack)
    const namespace = page.getByLabel('Namespace')
    await expect(namespace).toHaveText('eip155')
    // The eip155 account signs as itself right after its solana account connected (the frame was last asked about solana).
    await page.getByRole('button', { name: 'Sign EVM message' }).click()
    await approveShown(page, stack, 'hello from the eip155 account')
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
    stack,
  }) => {
    const recipient = Keypair.generate().publicKey
    await page.goto(hostUrl(stack, recipient.toBase58()))
    const { solanaAddress } = await signIn(page, stack)
    await page.getByRole('button', { name: 'Switch to Solana' }).click()
    await expect(page.getByLabel('Namespace')).toHaveText('solana')

    await page.getByRole('button', { name: 'Sign Solana message' }).click()
    await approveShown(page, stack, MESSAGE, MESSAGE)
    const signature = page.getByLabel('Signature')
    await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, { timeout: 30_000 })
    await expect(page.locator(FRAME_SELECTOR)).toBeHidden()
    const verified = nacl.sign.detached.verify(
      new TextEncoder().encode(MESSAGE),
      base58.decode((await signature.textContent()) ?? ''),
      new PublicKey(solanaAddress).toBytes(),
    )
    expect(verified).toBe(true)

    const connection = solanaConnection(stack)
    await connection.confirmTransaction(
      await connection.requestAirdrop(new PublicKey(solanaAddress), 2 * LAMPORTS_PER_SOL),
      'confirmed',
    )
    await page.getByRole('button', { name: 'Send 0.5 SOL' }).click()
    await approveShown(
      page,
      stack,
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

test.describe('embedded wallet: the solana account signs in (SIWX) with its session on the services', () => {
  test('required: switching to Solana asks; the frame signs the SIWS message; the services make the session; a reload keeps it without asking; disconnect signs out', async ({
    page,
    stack,
  }) => {
    const url = new URL(hostUrl(stack, Keypair.generate().publicKey.toBase58()))
    url.searchParams.set('siwx', 'required')
    url.searchParams.set('siwxSessions', 'services')
    await page.goto(url.toString())
    // Only the solana account signs in on this page: the eip155 login is not asked.
    const { solanaAddress } = await signIn(page, stack)
    const modal = page.locator('appkit-modal dialog')
    const signView = modal.locator('[data-siwx-view]')
    const created = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/v1/sessions' && response.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Switch to Solana' }).click()
    await expect(signView).toBeVisible()
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0)
    await modal.getByRole('button', { name: 'Sign', exact: true }).click()
    const host = new URL(stack.hostOrigin).host
    await approveShown(
      page,
      stack,
      new RegExp(
        `^${host.replaceAll('.', '\\.')} wants you to sign in with your Solana account:\\n${solanaAddress}\\n`,
      ),
    )
    expect((await created).status()).toBe(201)
    await expect(page.locator(FRAME_SELECTOR)).toBeHidden()
    await expect(modal).toBeHidden()
    const stored = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('@appkit/siwx-sessions') ?? '[]') as {
          token?: string
          session: { message: string; signature: string; data: { chainId: string } }
        }[],
    )
    expect(stored).toHaveLength(1)
    const [{ token, session } = { session: { message: '', signature: '', data: { chainId: '' } } }] = stored
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(session.data.chainId).toBe(stack.info.solana.chainId)
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode(session.message),
        base58.decode(session.signature),
        new PublicKey(solanaAddress).toBytes(),
      ),
    ).toBe(true)

    // A reload restores the login; the services confirm the session by its token; nothing is asked.
    const listed = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith(`/v1/sessions/${solanaAddress}`),
    )
    await page.reload()
    expect((await listed).status()).toBe(200)
    await expect(page.getByLabel('Solana address')).toHaveText(solanaAddress, { timeout: 30_000 })
    await page.getByRole('button', { name: 'Switch to Solana' }).click()
    await expect(page.getByLabel('Namespace')).toHaveText('solana')
    await page.waitForTimeout(1_000) // the moment a prompt would open
    await expect(signView).toHaveCount(0)

    // Disconnect signs out (signOutOnDisconnect): the page forgets the session and its token.
    await page.getByRole('button', { name: shortenAddress(solanaAddress) }).click()
    await modal.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByLabel('Solana address')).toHaveText('')
    expect(await page.evaluate(() => localStorage.getItem('@appkit/siwx-sessions'))).toBe('[]')
  })
})
