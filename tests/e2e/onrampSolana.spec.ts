import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { Connection, PublicKey } from '@solana/web3.js'
import { parseUnits } from 'viem'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { LOCAL_SOLANA_CAIP2 } from '../../kernel/protocol/localSolanaChain.js'
import { DEMO_PORT_BASE } from '../../playwright.config.js'
import { devStackInfoSchema } from '../../services/dev/devStackInfo.js'
import { ModalPage } from './pages/modal.js'

// `npm run demo` as Playwright starts it: the dev wallet's Solana account buys SOL with the test card at the
// sandbox provider (port base + 9, on localhost: another site), which sends the lamports on the local Solana chain.
const devStack = () => devStackInfoSchema.parse(JSON.parse(readFileSync('.appkit/dev.json', 'utf8')))
const SANDBOX_ORIGIN = `http://localhost:${DEMO_PORT_BASE + 9}`

test('the dev wallet buys 50 USD of SOL on Solana: the sandbox sends lamports, the modal shows the new balance and Activity the transfer', async ({
  page,
}) => {
  const { solana } = devStack()
  const [buyer] = solana.accounts
  if (!buyer) throw new Error('the stack has no Solana dev account')
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const owner = new PublicKey(buyer.address)
  const before = BigInt(await connection.getBalance(owner))

  const modal = new ModalPage(page)
  const { dialog } = modal
  await page.goto('/')
  await modal.open()
  await modal.connect(/Dev Wallet/)
  await dialog.getByRole('button', { name: 'Solana' }).click()
  await expect(dialog).toBeHidden()
  const accountButton = page.getByRole('button', { name: shortenAddress(buyer.address) }).first()
  await accountButton.click()
  await expect(modal.title()).toHaveText('Account')
  await dialog.getByRole('button', { name: 'Buy crypto' }).click()
  await expect(modal.title()).toHaveText('Buy crypto')
  await expect(dialog.locator('[data-onramp-purchase]')).toHaveText('You buy SOL on Solana local chain')
  await dialog.getByLabel('Amount').fill('50')
  // 50 USD less 2 % and one signature's fee (a cent), at 150 USD a SOL.
  await expect(dialog.locator('[data-onramp-quote]')).toHaveText(/^You get 0\.3\d SOL$/)
  await expect(dialog.locator('[data-onramp-fees]')).toHaveText('Fees 1.01 USD · total 50.00 USD')

  const opened = page.waitForEvent('popup')
  await dialog.locator('[data-onramp-provider]').click()
  const popup = await opened
  await popup.waitForURL((url) => url.origin === SANDBOX_ORIGIN)
  const link = new URL(popup.url())
  expect(link.searchParams.get('destinationCurrencyCode')).toBe('SOL')
  expect(link.searchParams.get('walletAddress')).toBe(buyer.address)
  expect(link.searchParams.get('network')).toBe(LOCAL_SOLANA_CAIP2)
  await expect(popup.getByRole('heading', { name: 'Buy SOL' })).toBeVisible()
  await popup.getByLabel('Card number').fill('4242 4242 4242 4242')
  await popup.getByLabel('Expiry (MM/YY)').fill('12/34')
  await popup.getByLabel('CVC').fill('123')
  await popup.getByRole('button', { name: 'Pay' }).click()
  await expect(popup.getByRole('heading', { name: 'Payment complete' })).toBeVisible()
  const receipt = (await popup.locator('#receipt').textContent()) ?? ''
  const sent = /Sent([\d.]+) SOL/.exec(receipt)?.[1] ?? ''
  const signature = /Transaction(\w+)$/.exec(receipt)?.[1] ?? ''
  expect(Number(sent)).toBeGreaterThan(0.32)
  expect(Number(sent)).toBeLessThan(0.33)

  // The modal waits for the lamports in the balance, then shows the new balance; the chain holds exactly them.
  await expect(dialog.locator('[data-onramp-done]')).toContainText('SOL arrived', { timeout: 20_000 })
  const after = BigInt(await connection.getBalance(owner))
  expect(after).toBe(before + parseUnits(sent, 9))
  const shown = (await dialog.locator('[data-onramp-balance]').textContent()) ?? ''
  const balance = Number(/^New balance: ([\d,.]+) SOL$/.exec(shown)?.[1]?.replaceAll(',', ''))
  expect(Math.abs(balance - Number(after) / 1e9)).toBeLessThanOrEqual(0.01)

  // Back on the Account view, Activity lists the sandbox's transfer.
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(modal.title()).toHaveText('Account')
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const row = dialog.getByRole('list', { name: 'Activity' }).locator(`[data-transaction="${signature}"]`)
  await expect(row).toContainText('Received', { timeout: 15_000 })
  await expect(row.locator('[data-quantity]')).toContainText('SOL')
})
