import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEMO_API_URL, UI_APP_URL } from '../../playwright.config.js'
import { devStackInfoSchema } from '../../services/dev/devStackInfo.js'
import { buildTestWalletScript } from '../fixtures/testWallet/buildTestWalletScript.js'
import { TEST_STACK_RPC_URLS } from '../fixtures/uiNetworks.js'
import { ALPHA_WALLET } from '../fixtures/uiWallets.js'
import { devEnsOf, registerDevEnsName } from '../support/registerDevEnsName.js'
import { ModalPage } from './pages/modal.js'
import { walletOf } from './pages/uiWallets.js'

// Names and identity on the UI test page against the demo stack: an extension wallet (EIP-6963, the test
// wallet signing with its own key) registers a name through RegisterAccountName (the services verify its
// signature on the stack's anvil); the Account view and the account button then show the name, and the
// send view resolves it as a receiver. A fresh key each run: no other spec's account gets a name.

const QUERY = `api=${encodeURIComponent(DEMO_API_URL)}&project=appkit-dev-project&send&names`
const privateKey = generatePrivateKey()
const { address } = privateKeyToAccount(privateKey)
const WALLET = {
  ...ALPHA_WALLET,
  name: 'Names Wallet',
  rdns: 'test.names-wallet',
  privateKey,
  address,
  short: `${address.slice(0, 4)}...${address.slice(-6)}`,
}
const LABEL = `e2e-${address.slice(2, 10).toLowerCase()}`
const NAME = `${LABEL}.reown.id`

async function installNamesWallet(page: Page, wallet: typeof WALLET = WALLET) {
  const chains = TEST_STACK_RPC_URLS.map((rpcUrl, index) => ({ chainId: 31337 + index, rpcUrl }))
  await page.addInitScript(
    (configs) => {
      ;(window as { __testWalletConfigs?: unknown }).__testWalletConfigs = configs
    },
    [
      {
        privateKeys: [wallet.privateKey],
        chains,
        announce: [{ name: wallet.name, rdns: wallet.rdns, icon: wallet.icon }],
      },
    ],
  )
  await page.addInitScript({ content: await buildTestWalletScript() })
}

/** The names plugin's modules the page has requested (beyond its entry, labels, errors and constants). */
function namesViewRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (/\/plugins\/names\/Register/.test(path)) seen.push(path)
    if (new URL(request.url()).pathname.startsWith('/v1/profile/')) seen.push(path)
  })
  return seen
}

test('registers a name: the Account view and the account button show it, and the send view resolves it as a receiver', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await installNamesWallet(page)
  const requested = namesViewRequests(page)
  const modal = new ModalPage(page)
  await page.goto(`${UI_APP_URL}/?${QUERY}`)
  await modal.open()
  await modal.connect(WALLET.name)
  await expect(modal.dialog).toBeHidden()
  // No name yet: the button shows the shortened address.
  await modal.open(WALLET.short)
  await expect(modal.title()).toHaveText('Account')
  await expect(modal.dialog.locator('.account-name')).toHaveText(WALLET.short)
  // The views load on first show: nothing of them, and no profile request, before the action is chosen.
  expect(requested).toEqual([])

  await modal.dialog.getByRole('button', { name: 'Choose a name' }).click()
  await expect(modal.title()).toHaveText('Choose name')
  const input = modal.dialog.getByLabel('Name')
  await input.fill('ab')
  await expect(modal.dialog.getByText('Letters, digits and hyphens, at least 4 characters')).toBeVisible()
  await input.fill(LABEL)
  await expect(modal.dialog.locator('[data-names-availability]')).toHaveText(`${NAME} is available`)
  await expect(modal.dialog.getByRole('list', { name: 'Suggestions' }).getByRole('button')).not.toHaveCount(0)

  // The wallet refuses to sign: back to the form with the spec's message.
  await walletOf(page, WALLET).rejectNextRequest()
  await modal.dialog.getByRole('button', { name: `Register ${NAME}` }).click()
  await expect(modal.dialog.getByRole('alert').first()).toHaveText(`Error registering name ${NAME}`)
  await expect(modal.title()).toHaveText('Choose name')

  await expect(modal.dialog.locator('[data-names-availability]')).toHaveText(`${NAME} is available`)
  await modal.dialog.getByRole('button', { name: `Register ${NAME}` }).click()
  await expect(modal.title()).toHaveText('Name registered')
  await expect(modal.dialog.locator('[data-names-success]')).toContainText(`${NAME} is your name now`)
  await modal.dialog.getByRole('button', { name: 'Back to account' }).click()
  await expect(modal.title()).toHaveText('Account')
  await expect(modal.dialog.locator('.account-name')).toHaveText(NAME)
  // The name is the account's now: the action to choose one is gone.
  await expect(modal.dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)

  // The services have it: the profile API and the identity endpoint answer with it.
  const sdk = 'projectId=appkit-dev-project&st=appkit&sv=e2e'
  const identity = await (await fetch(`${DEMO_API_URL}/v1/identity/${address}?${sdk}`)).json()
  expect(identity).toEqual({ name: NAME, avatar: null })

  // The account button shows the name too.
  await page.keyboard.press('Escape')
  await expect(modal.dialog).toBeHidden()
  await expect(modal.opener(NAME)).toBeVisible()

  // The send view resolves the name as the receiver (500 ms after the last key).
  await modal.open(NAME)
  await modal.dialog.getByRole('button', { name: 'Send' }).click()
  await expect(modal.title()).toHaveText('Send')
  await modal.dialog.getByLabel('Receiver address or name').fill(NAME)
  await expect(modal.dialog.locator('[data-send-receiver-name]')).toContainText(address)
  // A name nobody registered resolves to nothing.
  await modal.dialog.getByLabel('Receiver address or name').fill(`nobody-${LABEL}.reown.id`)
  await expect(modal.dialog.locator('[data-send-receiver-name]')).toHaveCount(0)
})

test('an ENS .eth name on the local chain: the Account view and button show it (identity falls back to ENS), and the send view resolves an ENS receiver', async ({
  page,
}) => {
  test.setTimeout(60_000)
  // ENS as `appkit dev` deployed it on the stack's first chain; two fresh accounts get .eth names there.
  const [rpcUrl] = TEST_STACK_RPC_URLS
  const resolver = devStackInfoSchema.parse(JSON.parse(readFileSync('.appkit/dev.json', 'utf8')))
    .ensUniversalResolvers?.['eip155:31337']
  if (!resolver) throw new Error('.appkit/dev.json lists no ENS UniversalResolver on eip155:31337')
  const ens = await devEnsOf(rpcUrl, resolver as Address)
  const key = generatePrivateKey()
  const owner = privateKeyToAccount(key)
  const receiver = privateKeyToAccount(generatePrivateKey())
  const suffix = owner.address.slice(2, 10).toLowerCase()
  const ownName = await registerDevEnsName({ rpcUrl, ens, label: `own-${suffix}`, owner })
  const receiverName = await registerDevEnsName({ rpcUrl, ens, label: `rcv-${suffix}`, owner: receiver })
  const wallet = {
    ...WALLET,
    name: 'Ens Wallet',
    rdns: 'test.ens-wallet',
    privateKey: key,
    address: owner.address,
  }
  await installNamesWallet(page, wallet)
  const modal = new ModalPage(page)
  await page.goto(`${UI_APP_URL}/?${QUERY}`)
  await modal.open()
  await modal.connect(wallet.name)
  await expect(modal.dialog).toBeHidden()
  // The names service keeps no name for this account: /v1/identity read its ENS primary name.
  await expect(modal.opener(ownName)).toBeVisible()
  await modal.open(ownName)
  await expect(modal.dialog.locator('.account-name')).toHaveText(ownName)

  await modal.dialog.getByRole('button', { name: 'Send' }).click()
  await expect(modal.title()).toHaveText('Send')
  await modal.dialog.getByLabel('Receiver address or name').fill(receiverName)
  await expect(modal.dialog.locator('[data-send-receiver-name]')).toContainText(receiver.address)
  // A .eth name nobody registered on the chain resolves to nothing.
  await modal.dialog.getByLabel('Receiver address or name').fill(`nobody-${suffix}.eth`)
  await expect(modal.dialog.locator('[data-send-receiver-name]')).toHaveCount(0)
})
