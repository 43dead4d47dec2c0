import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { associatedTokenAccount } from '../../plugins/solana/solanaTransfer.js'
import { devStackInfoSchema } from '../../services/dev/devStackInfo.js'
import { ModalPage } from './pages/modal.js'

// `npm run demo` as Playwright starts it: the dev wallet's Solana account sends SOL through the Send
// view (the solana plugin's transfer builder) on the local Solana chain, then DUSD, the dev SPL token, to
// an account that holds none (its associated token account is created in the same transaction).
const devStack = () => devStackInfoSchema.parse(JSON.parse(readFileSync('.appkit/dev.json', 'utf8')))

test('the dev wallet sends SOL and an SPL token from the Send view on the local Solana chain', async ({
  page,
}) => {
  const { solana } = devStack()
  const newcomer = Keypair.generate().publicKey
  const [from, to] = solana.accounts
  if (!from || !to) throw new Error('the stack has fewer than two Solana dev accounts')
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const receiver = new PublicKey(to.address)
  const lamportsBefore = await connection.getBalance(receiver)

  const modal = new ModalPage(page)
  await page.goto('/')
  await modal.open()
  await modal.connect(/Dev Wallet/)
  await modal.dialog.getByRole('button', { name: 'Solana' }).click()
  await expect(modal.dialog).toBeHidden()
  await page
    .getByRole('button', { name: shortenAddress(from.address) })
    .first()
    .click()
  await expect(modal.title()).toHaveText('Account')

  const sendOnce = async (symbol: string, amount: string, receiver: string) => {
    await modal.dialog.getByRole('button', { name: 'Send' }).click()
    await modal.dialog.locator('[data-send-token]').click()
    await modal.dialog.getByRole('list', { name: 'Your tokens' }).locator(`[data-token="${symbol}"]`).click()
    await modal.dialog.getByLabel('Amount').fill(amount)
    await modal.dialog.getByLabel('Receiver address or name').fill(receiver)
    await modal.dialog.getByRole('button', { name: 'Preview send' }).click()
    // Solana's fee: 5000 lamports per signature.
    await expect(modal.dialog.locator('[data-preview="fee"]')).toHaveText(/^0\.000005 SOL/)
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.locator('appkit-modal').locator('.toast')).toContainText(`Sent ${amount} ${symbol}`, {
      timeout: 30_000,
    })
    await expect(modal.title()).toHaveText('Account')
  }

  await sendOnce('SOL', '0.01', to.address)
  await expect
    .poll(() => connection.getBalance(receiver), { timeout: 15_000 })
    .toBe(lamportsBefore + 10_000_000)

  // DUSD to an account with no token account: create-idempotent of its associated token account, then
  // TransferChecked (until the ATA program's id was fixed, the chain refused this: InvalidProgramForExecution).
  await sendOnce(solana.mint.symbol, '1.25', newcomer.toBase58())
  const newcomerAccount = associatedTokenAccount(newcomer, new PublicKey(solana.mint.address))
  await expect
    .poll(async () => (await connection.getTokenAccountBalance(newcomerAccount)).value.amount, {
      timeout: 15_000,
    })
    .toBe('1250000')
})
