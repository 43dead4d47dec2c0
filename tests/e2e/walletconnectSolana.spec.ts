import { expect, test } from '@playwright/test'
import { base58 } from '@scure/base'
import nacl from 'tweetnacl'
import type { ViteDevServer } from 'vite'
import { hostAppViteConfig, repoRoot } from '../../scripts/hostApp.js'
import { freePort } from '../../services/chain/freePort.js'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../../services/chain/solana/startLocalSolanaChain.js'
import { type RelayServer, startRelayServer } from '../../services/relay/startRelayServer.js'
import { type NodeWcWallet, startNodeWcWallet } from '../fixtures/nodeWcWallet.js'
import { ModalPage } from './pages/modal.js'

// A phone wallet (the real @reown/walletkit, in Node) connects eip155 and Solana accounts over our relay.
const PROJECT_ID = 'wc-solana-e2e'
let APP_PORT = 0
let relay: RelayServer
let app: ViteDevServer
let chain: LocalSolanaChainInstance
let wallet: NodeWcWallet

test.beforeAll(async () => {
  APP_PORT = await freePort()
  chain = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
  relay = await startRelayServer({
    host: '127.0.0.1',
    port: 0,
    lookupProject: async (id) =>
      id === PROJECT_ID ? { origins: [`http://127.0.0.1:${APP_PORT}`] } : undefined,
  })
  app = await import('vite').then(({ createServer }) =>
    createServer(
      hostAppViteConfig(
        {
          server: { host: '127.0.0.1', port: APP_PORT, strictPort: true },
          optimizeDeps: { include: ['@walletconnect/sign-client', '@solana/web3.js', '@scure/base'] },
        },
        `${repoRoot}tests/e2e/wc-app`,
      ),
    ),
  )
  await app.listen()
  wallet = await startNodeWcWallet({
    relayUrl: relay.url,
    projectId: PROJECT_ID,
    chains: ['eip155:1'],
    solana: { secretKey: base58.decode(chain.accounts[0]?.devOnlySecretKey ?? ''), chains: [chain.caip2] },
  })
})

test.afterAll(async () => {
  await wallet?.close()
  await app?.close()
  await relay?.close()
  await chain?.close()
})

test('with the solana plugin present the session asks for the solana namespace; the wallet approves eip155 + solana, the state holds the solana account, a Solana message signed through the session verifies, a reload restores it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(
    `http://127.0.0.1:${APP_PORT}/?relay=${encodeURIComponent(relay.url)}&projectId=${PROJECT_ID}&solana=${encodeURIComponent(chain.rpcUrl)}`,
  )
  const modal = new ModalPage(page)
  await modal.open()
  await modal.connect(/WalletConnect/)
  await expect(modal.dialog.getByTestId('wc-qr')).toBeVisible({ timeout: 30_000 })
  const uri = await modal.dialog.getByTestId('wc-copy-link').getAttribute('value')
  await wallet.pair(uri ?? '')
  await expect(page.getByTestId('status')).toHaveText(`connected ${wallet.account.address}`, {
    timeout: 30_000,
  })

  // What the dapp asked for: the solana namespace with its chains, the three methods and the default events.
  const proposed = wallet.proposals()[0]?.params.optionalNamespaces
  expect(proposed?.solana).toEqual({
    chains: [chain.caip2],
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  })
  expect(proposed?.eip155?.methods).toContain('personal_sign')

  const solanaAddress = wallet.solanaAddress ?? ''
  await expect(page.getByTestId('solana-status')).toHaveText(`connected ${chain.caip2}:${solanaAddress}`)

  await page.evaluate(() => {
    const kit = (window as unknown as { appKit: import('walletdock').AppKit }).appKit
    const requests: string[] = []
    Object.assign(window, { requests })
    kit.subscribeEvents((event) => {
      if (event.name === 'request') requests.push(`${event.payload.namespace} ${event.payload.method}`)
    })
  })
  await page.getByRole('button', { name: 'Sign Solana message' }).click()
  await expect(page.getByTestId('solana-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/, {
    timeout: 30_000,
  })
  // The request through the session is announced by the request hook, as a Wallet Standard wallet's is.
  expect(await page.evaluate(() => (window as unknown as { requests: string[] }).requests)).toEqual([
    'solana solana_signMessage',
  ])
  const signature = base58.decode((await page.getByTestId('solana-signature').textContent()) ?? '')
  expect(
    nacl.sign.detached.verify(
      new TextEncoder().encode('hello solana from the page'),
      signature,
      base58.decode(solanaAddress),
    ),
  ).toBe(true)

  // A reload restores both namespaces from the stored session, and the solana side still signs.
  await page.reload()
  await expect(page.getByTestId('eip155-status')).toHaveText(`connected eip155:1:${wallet.account.address}`, {
    timeout: 30_000,
  })
  await expect(page.getByTestId('solana-status')).toHaveText(`connected ${chain.caip2}:${solanaAddress}`, {
    timeout: 30_000,
  })
  await page.getByRole('button', { name: 'Sign Solana message' }).click()
  await expect(page.getByTestId('solana-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/, {
    timeout: 30_000,
  })

  // The wallet ends the session: both namespaces disconnect.
  for (const session of wallet.sessions()) await wallet.disconnect(session.topic)
  await expect(page.getByTestId('eip155-status')).toHaveText('disconnected', { timeout: 30_000 })
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected', { timeout: 30_000 })
})
