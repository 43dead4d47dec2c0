import { expect, type Page, test } from '@playwright/test'
import { base58 } from '@scure/base'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import nacl from 'tweetnacl'
import type { ViteDevServer } from 'vite'
import { shortenAddress } from '../../kernel/format/shortenAddress.js'
import { hostAppViteConfig, PREBUNDLED_DEPS, repoRoot } from '../../scripts/hostApp.js'
import { freePort } from '../../services/chain/freePort.js'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../../services/chain/solana/startLocalSolanaChain.js'
import {
  MALFORMED_STANDARD_WALLET_WARNINGS,
  registerMalformedStandardWallets,
} from '../fixtures/malformedWallets.js'
import { buildSolanaTestWalletScript } from '../fixtures/solanaTestWallet/buildSolanaTestWalletScript.js'
import type { SolanaTestWalletPageConfig } from '../fixtures/solanaTestWallet/page.js'

// Its own local chain and host page on free ports: the suite needs none of the fixed ones.
let chain: LocalSolanaChainInstance
let app: ViteDevServer
let appUrl = ''

test.beforeAll(async () => {
  chain = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
  const port = await freePort()
  app = await import('vite').then(({ createServer }) =>
    createServer(
      hostAppViteConfig(
        {
          server: { host: '127.0.0.1', port, strictPort: true },
          optimizeDeps: { include: [...PREBUNDLED_DEPS, '@solana/web3.js', '@scure/base'] },
        },
        `${repoRoot}tests/e2e/solana-app`,
      ),
    ),
  )
  await app.listen()
  appUrl = `http://127.0.0.1:${port}/?rpc=${encodeURIComponent(chain.rpcUrl)}&to=${chain.accounts[4]?.address}`
})
test.afterAll(async () => {
  await app?.close()
  await chain?.close()
})

const account = () => chain.accounts[0]?.address ?? ''

async function openHost(page: Page, extraQuery = '', authorized = false) {
  const config: SolanaTestWalletPageConfig = {
    authorized,
    secretKeys: chain.accounts.slice(0, 2).map((entry) => entry.devOnlySecretKey),
    chains: [{ chain: chain.caip2 as `${string}:${string}`, rpcUrl: chain.rpcUrl }],
  }
  await page.addInitScript((value) => {
    ;(window as { __solanaTestWalletConfig?: unknown }).__solanaTestWalletConfig = value
  }, config)
  await page.addInitScript({ content: await buildSolanaTestWalletScript() })
  await page.goto(extraQuery ? `${appUrl}&${extraQuery}` : appUrl)
  const dialog = page.locator('appkit-modal').getByRole('dialog')
  const short = shortenAddress(account())
  return {
    dialog,
    lantern: dialog.getByRole('button', { name: /Lantern/ }),
    async openModal() {
      await page.locator('#root').getByRole('button', { name: 'Connect Wallet' }).click()
      await expect(dialog).toBeVisible()
    },
    async connect() {
      await this.openModal()
      await this.lantern.click()
      await expect(page.getByLabel('Address', { exact: true })).toHaveText(account())
      await expect(dialog).toBeHidden()
    },
    async openAccount() {
      await page.locator('#root').getByRole('button', { name: short }).click()
      await expect(dialog.getByText(short)).toBeVisible()
    },
  }
}

test('the Wallet Standard test wallet is listed, connects, and the Account view shows the SOL balance', async ({
  page,
}) => {
  const host = await openHost(page)
  await host.openModal()
  await expect(host.lantern).toBeVisible()
  await host.lantern.click()
  await expect(page.getByLabel('Address', { exact: true })).toHaveText(account())
  await host.openAccount()
  await expect(host.dialog.getByText('1,000 SOL')).toBeVisible()
})

test('sign a message: the signature verifies with tweetnacl against the account', async ({ page }) => {
  const host = await openHost(page)
  await host.connect()
  await page.getByRole('button', { name: 'Sign message' }).click()
  const output = page.getByLabel('Signature')
  await expect(output).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  const signature = base58.decode((await output.textContent()) ?? '')
  const message = new TextEncoder().encode('hello solana')
  expect(nacl.sign.detached.verify(message, signature, new PublicKey(account()).toBytes())).toBe(true)
})

test('send 1 SOL: it lands on the local chain and the Account view shows the new balance', async ({
  page,
}) => {
  const host = await openHost(page)
  await host.connect()
  const connection = new Connection(chain.rpcUrl, 'confirmed')
  const recipient = new PublicKey(chain.accounts[4]?.address ?? '')
  const before = await connection.getBalance(recipient)
  await page.getByRole('button', { name: 'Send 1 SOL' }).click()
  await expect(page.getByLabel('Sent')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  await expect.poll(() => connection.getBalance(recipient)).toBe(before + LAMPORTS_PER_SOL)
  await host.openAccount()
  // 1000 - 1 - 0.000005 fee, truncated to 3 decimals.
  await expect(host.dialog.getByText('998.999 SOL')).toBeVisible()
})

test('switching between an eip155 and a solana network switches the active namespace', async ({ page }) => {
  const host = await openHost(page)
  await host.connect()
  const namespace = page.getByLabel('Namespace')
  await expect(namespace).toHaveText('solana')
  await page.getByRole('button', { name: 'Switch to Anvil' }).click()
  await expect(namespace).toHaveText('eip155')
  await page.getByRole('button', { name: 'Switch to Solana' }).click()
  await expect(namespace).toHaveText('solana')
  await expect(page.getByLabel('Error')).toHaveText('')
})

test('malformed Wallet Standard wallets registered before the test wallet are skipped, each reported once; the test wallet is listed and connects', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('skipped the wallet'))
      warnings.push(message.text())
  })
  // Its init script runs before the test wallet's: the malformed wallets register first.
  await page.addInitScript(registerMalformedStandardWallets)
  const host = await openHost(page)
  await host.openModal()
  await expect(host.lantern).toBeVisible()
  for (const name of ['No Features', 'String Features', 'Throwing', 'Proxy Wallet', 'URL Icon', 'LLLL'])
    await expect(host.dialog.getByRole('button', { name: new RegExp(name) })).toHaveCount(0)
  await host.lantern.click()
  await expect(page.getByLabel('Address', { exact: true })).toHaveText(account())
  expect(warnings.sort()).toEqual([...MALFORMED_STANDARD_WALLET_WARNINGS].sort())
})

type StoredSiwxSession = { session: { message: string; signature: string; data: { chainId: string } } }
const storedSessions = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('@appkit/siwx-sessions') ?? '[]') as StoredSiwxSession[],
  )
const walletRequests = (page: Page) =>
  page.evaluate(() => window.__solanaTestWallet?.requests() ?? ([] as string[]))

test('sign-in with Solana (siwx, required): the Wallet Standard wallet signs a SIWS message that verifies; a reload keeps the session without asking; disconnect signs out', async ({
  page,
}) => {
  // The wallet has authorized the site before, so the reload below reconnects it silently.
  const host = await openHost(page, 'siwx=required', true)
  await host.openModal()
  await host.lantern.click()
  const signView = host.dialog.locator('[data-siwx-view]')
  await expect(signView).toBeVisible()
  await expect(host.dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await host.dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(host.dialog).toBeHidden()
  expect(await walletRequests(page)).toContain('solana:signMessage')

  const [stored] = await storedSessions(page)
  if (!stored) throw new Error('no session stored')
  const { message, signature, data } = stored.session
  expect(message.split('\n').slice(0, 2)).toEqual([
    `${new URL(appUrl).host} wants you to sign in with your Solana account:`,
    account(),
  ])
  expect(data.chainId).toBe(chain.caip2)
  expect(message).toContain(`\nChain ID: ${chain.caip2.split(':')[1]}\n`)
  expect(
    nacl.sign.detached.verify(
      new TextEncoder().encode(message),
      base58.decode(signature),
      new PublicKey(account()).toBytes(),
    ),
  ).toBe(true)

  // A reload reconnects the wallet with the session kept: no prompt, nothing signed.
  await page.reload()
  await expect(page.getByLabel('Address', { exact: true })).toHaveText(account())
  await page.waitForTimeout(1_000) // the moment a prompt would open
  await expect(host.dialog).toBeHidden()
  expect(await walletRequests(page)).not.toContain('solana:signMessage')

  await host.openAccount()
  await host.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByLabel('Address', { exact: true })).toHaveText('')
  expect(await storedSessions(page)).toEqual([])
})
