import { expect, type Page, test } from '@playwright/test'
import { address } from 'bitcoinjs-lib'
import { formatUnits } from '../../kernel/format/formatUnits.js'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { formatBalance } from '../../kernel/format/truncateBalance.js'
import { verifyBip322 } from '../../plugins/bitcoin/sdk/bip322.js'
import { bitcoinjsNetworkOf } from '../../plugins/bitcoin/sdk/bitcoinNetworks.js'
import { bundlePageScript } from '../fixtures/bundlePageScript.js'
import { bitcoinStack } from './bitcoinStack.js'

// The browser wallets' published shapes (tests/fixtures/bitcoinInjectedWallet) on bitcoin.spec's host page, with its
// own local chain: Xverse and Leather on the local regtest, UniSat (which has no regtest) on signet, its
// mempool.space API answered by the local chain (the same keys, the addresses in signet's tb1 form).
const stack = bitcoinStack('bitcoin-app')
const SIGNET = 'bip122:00000008819873e925422c1ff0f99f7c'
// A recipient outside the fixture wallets (a program no key has), on the local chain's rb1 prefix.
const RECIPIENT = address.toBech32(new Uint8Array(20).fill(7), 0, 'rb')

/** A balance in sats as the Account view shows it (3 decimals, truncated). */
const shown = (sats: number) => formatBalance({ value: formatUnits(BigInt(sats), 8), symbol: 'BTC' })

/** An rb1 (local regtest) address in another network's bech32 prefix: the same key and program. */
const withPrefix = (text: string, prefix: string) => {
  const { version, data } = address.fromBech32(text)
  return address.toBech32(data, version, prefix)
}

/** The local chain's esplora API seen as mempool.space's signet one: tb1 addresses asked as rb1, answered as tb1. */
async function serveSignetFromLocalChain(page: Page) {
  await page.route('https://mempool.space/signet/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/signet/api', '')
    const local = path.replace(/tb1[02-9ac-hj-np-z]+/g, (found) => withPrefix(found, 'rb'))
    const request = route.request()
    const response = await fetch(`${stack.btc.esploraUrl}${local}`, {
      method: request.method(),
      body: request.method() === 'POST' ? request.postData() : undefined,
    })
    const body = (await response.text()).replace(/rb1[02-9ac-hj-np-z]+/g, (found) => withPrefix(found, 'tb'))
    await route.fulfill({
      status: response.status,
      body,
      headers: { 'content-type': response.headers.get('content-type') ?? 'text/plain' },
    })
  })
}

async function openWith(page: Page, shape: 'xverse' | 'leather' | 'unisat') {
  const signet = shape === 'unisat'
  const accounts = stack.btc.accounts.map((account) => ({
    ...account,
    address: signet ? withPrefix(account.address, 'tb') : account.address,
  }))
  if (signet) await serveSignetFromLocalChain(page)
  await page.addInitScript(
    (value) => {
      const target = window as { __bitcoinPage?: unknown; __bitcoinWalletConfig?: unknown }
      target.__bitcoinPage = value.page
      target.__bitcoinWalletConfig = value.wallet
    },
    {
      page: {
        esploraUrl: stack.btc.esploraUrl,
        recipient: signet ? withPrefix(RECIPIENT, 'tb') : RECIPIENT,
        accounts,
        fixtureWallet: true,
        signet,
      },
      wallet: { shape, accounts },
    },
  )
  await page.addInitScript({
    content: await bundlePageScript(
      new URL('../fixtures/bitcoinInjectedWallet/page.ts', import.meta.url),
      'bitcoin wallet',
    ),
  })
  await page.goto(stack.appUrl)
  const payment = accounts.find((account) => account.type === 'payment')?.address ?? ''
  return {
    payment,
    caip2: signet ? SIGNET : stack.btc.caip2,
    dialog: page.locator('appkit-modal').getByRole('dialog'),
  }
}

/**
 * Lists the wallet by its name and icon, connects it, shows the payment address and balance, signs a message
 * (verified), then sends 0.1 BTC: the wallet signs the PSBT, it is broadcast and mined on the local chain, and the
 * balance shown changes. The three tests share one chain and key, so each starts from what the one before left.
 */
async function connectSignAndSend(page: Page, shape: 'xverse' | 'leather' | 'unisat', name: string) {
  const { payment, caip2, dialog } = await openWith(page, shape)
  const sender = stack.btc.accounts.find((account) => account.type === 'payment')?.address ?? ''
  const senderBefore = await stack.balanceOf(sender)
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  const row = dialog.getByRole('button', { name: new RegExp(`^${name}`) })
  await expect(row).toHaveCount(1)
  const icon = await row
    .locator('img')
    .first()
    .getAttribute('src', { timeout: 2_000 })
    .catch(() => null)
  await row.click()
  await expect(page.getByLabel('Address', { exact: true })).toHaveText(payment)
  await expect(dialog).toBeHidden()
  const account = page.locator('#root').getByRole('button', { name: shortenAddress(payment) })
  await account.click()
  await expect(dialog.getByText(shortenAddress(payment))).toBeVisible()
  await expect(dialog.getByText(shown(senderBefore), { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const output = page.getByLabel('Signature')
  await expect(output).toHaveText(/^[A-Za-z0-9+/]+=*$/)
  const signature = (await output.textContent()) ?? ''
  const network = bitcoinjsNetworkOf(caip2)
  expect(verifyBip322(payment, 'hello bitcoin', signature, network)).toBe(true)
  expect(verifyBip322(payment, 'hello bitcoin!', signature, network)).toBe(false)
  await expect(page.getByLabel('Error')).toHaveText('')

  const recipientBefore = await stack.balanceOf(RECIPIENT)
  await page.getByRole('button', { name: 'Send 0.1 BTC' }).click()
  await expect(page.getByLabel('Error')).toHaveText('')
  await expect(page.getByLabel('Sent')).toHaveText(/^[0-9a-f]{64}$/)
  const txid = (await page.getByLabel('Sent').textContent()) ?? ''
  expect((await stack.esplora(`/tx/${txid}/status`)).confirmed).toBe(true)
  expect(await stack.balanceOf(RECIPIENT)).toBe(recipientBefore + 10_000_000)
  const { fee } = await stack.esplora(`/tx/${txid}`)
  const senderAfter = senderBefore - 10_000_000 - fee
  expect(await stack.balanceOf(sender)).toBe(senderAfter)
  await account.click()
  await expect(dialog.getByText(shown(senderAfter), { exact: true })).toBeVisible()
  expect(shown(senderAfter)).not.toBe(shown(senderBefore))
  return { icon, log: await page.evaluate(() => window.__bitcoinWalletLog) }
}

test('Xverse (sats-connect): listed by the name and icon it registers, connects, shows the payment address and balance, signs a BIP-322 message, sends 0.1 BTC', async ({
  page,
}) => {
  const { icon, log } = await connectSignAndSend(page, 'xverse', 'Xverse Wallet')
  expect(icon).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(log).toEqual(['getAccounts', 'signMessage', 'signPsbt'])
})

test('Leather: listed with its icon (its data:image/svg read as SVG), connects on the local chain as devnet, signs a BIP-322 message, sends 0.1 BTC', async ({
  page,
}) => {
  const { icon, log } = await connectSignAndSend(page, 'leather', 'Leather')
  expect(icon).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(log).toEqual(['getAddresses', 'signMessage devnet', 'signPsbt devnet'])
})

test('UniSat: window.unisat on signet (getChain, requestAccounts), shows the payment address and balance, signs bip322-simple, sends 0.1 BTC', async ({
  page,
}) => {
  const { log } = await connectSignAndSend(page, 'unisat', 'UniSat')
  expect(log).toEqual(['getChain', 'requestAccounts', 'signMessage bip322-simple', 'signPsbt'])
})
