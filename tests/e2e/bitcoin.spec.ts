import { expect, type Page, test } from '@playwright/test'
import { address } from 'bitcoinjs-lib'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { verifyBip322 } from '../../plugins/bitcoin/sdk/bip322.js'
import { bitcoinjsNetworkOf } from '../../plugins/bitcoin/sdk/bitcoinNetworks.js'
import { bitcoinStack } from './bitcoinStack.js'

// Its own local Bitcoin chain (bcoin regtest, esplora API) and host page on free ports.
const stack = bitcoinStack('bitcoin-app')
// A recipient outside the dev wallet (a program no key has), on the local chain's rb1 prefix.
const RECIPIENT = address.toBech32(new Uint8Array(20).fill(7), 0, 'rb')

const payment = () => stack.btc.accounts.find((account) => account.type === 'payment')?.address ?? ''

async function openHost(page: Page, { multiWallet = false } = {}) {
  await page.addInitScript(
    (value) => {
      ;(window as { __bitcoinPage?: unknown }).__bitcoinPage = value
    },
    { esploraUrl: stack.btc.esploraUrl, recipient: RECIPIENT, accounts: stack.btc.accounts, multiWallet },
  )
  await page.goto(stack.appUrl)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  const short = shortenAddress(payment())
  return {
    dialog,
    devWallet: dialog.getByRole('button', { name: /Dev Wallet/ }),
    async connect() {
      await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
      await expect(dialog).toBeVisible()
      await this.devWallet.click()
      // One Dev Wallet holding an eip155 and a bip122 side: the modal may ask which namespace; choose Bitcoin.
      const choice = dialog.getByRole('button', { name: /^Bitcoin/ })
      if (await choice.isVisible({ timeout: 2_000 }).catch(() => false)) await choice.click()
      await expect(page.getByLabel('Address', { exact: true })).toHaveText(payment())
      await expect(dialog).toBeHidden()
    },
    async openAccount() {
      await page.locator('#root').getByRole('button', { name: short }).click()
      await expect(dialog.getByText(short)).toBeVisible()
    },
  }
}

test('the dev wallet is listed once, connects on bip122 with payment and ordinal accounts, the Account view shows the payment address and BTC balance, and ProfileWallets labels each account (addressLabels)', async ({
  page,
}) => {
  const host = await openHost(page, { multiWallet: true })
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(host.devWallet).toHaveCount(1)
  await page.keyboard.press('Escape')
  await host.connect()
  await page.getByRole('button', { name: 'Get addresses' }).click()
  const ordinal = stack.btc.accounts.find((account) => account.type === 'ordinal')?.address
  await expect(page.getByLabel('Accounts')).toHaveText(`payment:${payment()} ordinal:${ordinal}`)
  await host.openAccount()
  await expect(host.dialog.getByText('10 BTC')).toBeVisible()
  // Spec 3's addressLabels: the plugin labels each account, and ProfileWallets shows the label beside its address.
  await host.dialog.getByRole('button', { name: /Dev Wallet/ }).click()
  const row = (text: string) => host.dialog.getByRole('listitem').filter({ hasText: text })
  await expect(row(`Dev Wallet · Payment · ${shortenAddress(payment())}`)).toContainText('Active')
  await expect(row(`Dev Wallet · Ordinals · ${shortenAddress(ordinal ?? '')}`)).toBeVisible()
})

test('sign a message: the BIP-322 signature verifies for the payment address, and not for another message', async ({
  page,
}) => {
  const host = await openHost(page)
  await host.connect()
  await page.getByRole('button', { name: 'Sign message' }).click()
  const output = page.getByLabel('Signature')
  await expect(output).toHaveText(/^[A-Za-z0-9+/]+=*$/)
  const signature = (await output.textContent()) ?? ''
  const network = bitcoinjsNetworkOf(stack.btc.caip2)
  expect(verifyBip322(payment(), 'hello bitcoin', signature, network)).toBe(true)
  expect(verifyBip322(payment(), 'hello bitcoin!', signature, network)).toBe(false)
})

test('send 0.1 BTC: the wallet signs the PSBT, it is broadcast and mined on the local chain, and the balance changes', async ({
  page,
}) => {
  const host = await openHost(page)
  await host.connect()
  const before = await stack.balanceOf(RECIPIENT)
  const senderBefore = await stack.balanceOf(payment())
  await page.getByRole('button', { name: 'Send 0.1 BTC' }).click()
  await expect(page.getByLabel('Sent')).toHaveText(/^[0-9a-f]{64}$/)
  const txid = (await page.getByLabel('Sent').textContent()) ?? ''
  expect((await stack.esplora(`/tx/${txid}/status`)).confirmed).toBe(true)
  expect(await stack.balanceOf(RECIPIENT)).toBe(before + 10_000_000)
  const { fee } = await stack.esplora(`/tx/${txid}`)
  expect(await stack.balanceOf(payment())).toBe(senderBefore - 10_000_000 - fee)
  await host.openAccount()
  await expect(host.dialog.getByText(/^9\.\d{3} BTC$/)).toBeVisible()
})

test('switching between the bip122 and an eip155 network switches the active namespace', async ({ page }) => {
  const host = await openHost(page)
  await host.connect()
  const namespace = page.getByLabel('Namespace')
  await expect(namespace).toHaveText('bip122')
  await page.getByRole('button', { name: 'Switch to Anvil' }).click()
  await expect(namespace).toHaveText('eip155')
  await page.getByRole('button', { name: 'Switch to Bitcoin' }).click()
  await expect(namespace).toHaveText('bip122')
  await expect(page.getByLabel('Error')).toHaveText('')
})
