import { expect, test } from '@playwright/test'
import { TypeRegistry } from '@polkadot/types'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { ViteDevServer } from 'vite'
import { nativeBalanceOf } from '../../kernel/format/nativeBalance.js'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { formatBalance } from '../../kernel/format/truncateBalance.js'
import type { DevPolkadotInfo } from '../../plugins/polkadot/protocol/devPolkadotInfo.js'
import { LOCAL_POLKADOT_CURRENCY } from '../../plugins/polkadot/protocol/localPolkadotChain.js'
import { hostAppViteConfig, PREBUNDLED_DEPS, repoRoot } from '../../scripts/hostApp.js'
import { addProject } from '../../services/admin/addProject.js'
import { freePort } from '../../services/chain/freePort.js'
import { findPolkadotChainWorkspace } from '../../services/chain/polkadot/polkadotChainWorkspace.js'
import { polkadotRpc } from '../../services/chain/polkadot/startLocalPolkadotChain.js'
import type { Database } from '../../services/db/database.js'
import { openDatabase } from '../../services/db/openDatabase.js'
import { DEV_ORIGINS, DEV_PROJECT_ID } from '../../services/dev/devDefaults.js'
import type { DevCleanups } from '../../services/dev/startDevChains.js'
import { startDevPolkadot } from '../../services/dev/startDevPolkadot.js'
import { bundlePageScript } from '../fixtures/bundlePageScript.js'

// The local chain behind its guard (port base 7600: 8151) and the host page on a free port.
const cleanups: DevCleanups = []
let database: Database
let chain: DevPolkadotInfo
let app: ViteDevServer
let appUrl = ''

const payload = {
  blockHash: `0x${'45'.repeat(32)}`,
  blockNumber: '0x00000001',
  era: '0x00',
  genesisHash: `0x${'45'.repeat(32)}`,
  method: '0x0a0300d279a3af8cc9fafb5953287407e19baf06ddacdbf6151ba11bf8aceb0cfa81210b00a0724e1809',
  nonce: '0x00000000',
  specVersion: '0x000f4240',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x0000000f',
  signedExtensions: ['CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce'],
  version: 4,
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const workspace = findPolkadotChainWorkspace()
  if (!workspace) throw new Error('run "npm install --prefix optional/polkadot-chain" first')
  database = await openDatabase()
  await addProject(database, { id: DEV_PROJECT_ID, name: 'appkit dev', origins: DEV_ORIGINS })
  const started = await startDevPolkadot(workspace, 7600, cleanups).guarded(database)
  if (!started) throw new Error('the local Polkadot chain did not start')
  chain = started
  await cryptoWaitReady()
  const port = await freePort()
  app = await import('vite').then(({ createServer }) =>
    createServer(
      hostAppViteConfig(
        {
          server: { host: '127.0.0.1', port, strictPort: true },
          optimizeDeps: { include: [...PREBUNDLED_DEPS, '@polkadot/api', '@polkadot/util-crypto'] },
        },
        `${repoRoot}tests/e2e/polkadot-app`,
      ),
    ),
  )
  await app.listen()
  const query = new URLSearchParams({
    rpc: chain.rpcUrl,
    to: chain.accounts[2]?.address ?? '',
    payload: JSON.stringify(payload),
  })
  appUrl = `http://127.0.0.1:${port}/?${query}`
})
test.afterAll(async () => {
  await app?.close()
  for (const cleanup of cleanups.reverse()) await cleanup()
  await database?.close()
})

/** The free balance as the chain holds it (System.Account through @polkadot/api's types in Node). */
async function freeOf(address: string): Promise<bigint> {
  const { systemAccountKey } = await import('../../plugins/polkadot/ss58.js')
  const stored = await polkadotRpc<string | null>(chain.rpcUrl, 'state_getStorage', [
    systemAccountKey(address),
  ])
  const registry = new TypeRegistry()
  return stored ? registry.createType('AccountInfo', stored).data.free.toBigInt() : 0n
}

test('lists the extension, connects, shows the balance in the Account view, signs raw and payload (verified) and sends a transfer that moves the balance', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const [account] = chain.accounts
  if (!account) throw new Error('no dev account')
  await page.addInitScript(
    (value) => {
      ;(window as { __polkadotTestExtensionConfig?: unknown }).__polkadotTestExtensionConfig = value
    },
    { accounts: chain.accounts },
  )
  await page.addInitScript({
    content: await bundlePageScript(
      new URL('../fixtures/polkadotTestExtension/page.ts', import.meta.url),
      'Polkadot test extension',
    ),
  })
  await page.goto(appUrl)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: /Polkadot\.js/ }).click()
  await expect(page.getByLabel('Address', { exact: true })).toHaveText(account.address)
  await expect(dialog).toBeHidden()
  const before = await freeOf(account.address)
  // The Account view shows the balance read from the chain (the header's account button shows only the address).
  const accountButton = page.locator('#root').getByRole('button', { name: shortenAddress(account.address) })
  const shownBalance = (planck: bigint) => {
    const { balance, balanceSymbol } = nativeBalanceOf(planck, LOCAL_POLKADOT_CURRENCY)
    return formatBalance({ value: balance, symbol: balanceSymbol })
  }
  await accountButton.click()
  await expect(dialog.getByText(shownBalance(before), { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByLabel('Signature', { exact: true })).toHaveText(/^0x[0-9a-f]{128}$/)
  const signature = (await page.getByLabel('Signature', { exact: true }).textContent()) ?? ''
  const message = new TextEncoder().encode('hello polkadot')
  expect(signatureVerify(u8aWrapBytes(message), signature, account.address).isValid).toBe(true)

  await page.getByRole('button', { name: 'Sign payload' }).click()
  await expect(page.getByLabel('Payload signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  const bytes = registry.createType('ExtrinsicPayload', payload, { version: 4 }).toU8a({ method: true })
  const payloadSignature = (await page.getByLabel('Payload signature').textContent()) ?? ''
  expect(signatureVerify(bytes, payloadSignature, account.address).isValid).toBe(true)

  const recipient = chain.accounts[2]?.address ?? ''
  const recipientBefore = await freeOf(recipient)
  await page.getByRole('button', { name: 'Send 1 ROC' }).click()
  await expect(page.getByLabel('Error')).toHaveText('')
  await expect(page.getByLabel('Sent')).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 })
  await expect.poll(() => freeOf(recipient), { timeout: 30_000 }).toBe(recipientBefore + 10n ** 12n)
  const after = await freeOf(account.address)
  expect(after).toBeLessThan(before - 10n ** 12n)
  // The plugin reads the balance again after the send: the Account view shows the new one.
  await accountButton.click()
  await expect(dialog.getByText(shownBalance(after), { exact: true })).toBeVisible({ timeout: 20_000 })
  expect(await page.evaluate(() => window.__polkadotTestExtensionLog)).toEqual(
    expect.arrayContaining(['signRaw', 'signPayload']),
  )
})
