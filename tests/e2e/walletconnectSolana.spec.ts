import { expect, type Page, test } from '@playwright/test'
import { base58 } from '@scure/base'
import nacl from 'tweetnacl'
import type { ViteDevServer } from 'vite'
import { hostAppViteConfig, PREBUNDLED_DEPS, repoRoot } from '../../scripts/hostApp.js'
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
          optimizeDeps: {
            include: [...PREBUNDLED_DEPS, '@walletconnect/sign-client', '@solana/web3.js', '@scure/base'],
          },
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

const pageUrl = () =>
  `http://127.0.0.1:${APP_PORT}/?relay=${encodeURIComponent(relay.url)}&projectId=${PROJECT_ID}&solana=${encodeURIComponent(chain.rpcUrl)}`

/** The dev chain's funded Solana account `index`, its 64-byte secret key. */
const devSolanaKey = (index: number) => base58.decode(chain.accounts[index]?.devOnlySecretKey ?? '')

/** The page's modal shows the pairing QR, and `phone` pairs with its URI (the wallet approves at once). */
async function pairFromModal(page: Page, phone: NodeWcWallet) {
  const modal = new ModalPage(page)
  await modal.open()
  await modal.connect(/WalletConnect/)
  await expect(modal.dialog.getByTestId('wc-qr')).toBeVisible({ timeout: 30_000 })
  const uri = await modal.dialog.getByTestId('wc-copy-link').getAttribute('value')
  await phone.pair(uri ?? '')
  return modal
}

/** Signs through the page's Solana helper and checks the signature against `address` with tweetnacl. */
async function expectSolanaSignatureBy(page: Page, address: string) {
  await page.getByTestId('solana-signature').evaluate((element) => {
    element.textContent = ''
  })
  await page.getByRole('button', { name: 'Sign Solana message' }).click()
  await expect(page.getByTestId('solana-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/, {
    timeout: 30_000,
  })
  const signature = base58.decode((await page.getByTestId('solana-signature').textContent()) ?? '')
  const message = new TextEncoder().encode('hello solana from the page')
  expect(nacl.sign.detached.verify(message, signature, base58.decode(address))).toBe(true)
}

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

test("a wallet that approves only the solana namespace connects just its solana account: solana is the active namespace, eip155 stays disconnected with no error; the wallet switching accounts (session_update) moves the solana account and the connection's accounts list; a reload keeps it", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const phone = await startNodeWcWallet({
    relayUrl: relay.url,
    projectId: PROJECT_ID,
    chains: [],
    solana: { secretKey: devSolanaKey(1), chains: [chain.caip2] },
  })
  try {
    await page.goto(pageUrl())
    await page.evaluate(() => {
      const kit = (window as unknown as { appKit: import('walletdock').AppKit }).appKit
      const errors: string[] = []
      Object.assign(window, { errors })
      kit.subscribeEvents((event) => {
        if (event.name === 'error') errors.push(`${event.payload.source}: ${String(event.payload.error)}`)
      })
    })
    const modal = await test.step('pair', () => pairFromModal(page, phone))
    const first = phone.solanaAddress ?? ''
    await expect(page.getByTestId('solana-status')).toHaveText(`connected ${chain.caip2}:${first}`, {
      timeout: 30_000,
    })
    // The connect ended as a success: the modal closed, solana is active and eip155 was never connected.
    await expect(modal.dialog).toBeHidden()
    await expect(page.getByTestId('active-namespace')).toHaveText('solana')
    await expect(page.getByTestId('status')).toHaveText(`connected ${first}`)
    await expect(page.getByTestId('eip155-status')).toHaveText('disconnected')
    expect(phone.sessions()[0]?.namespaces.eip155).toBeUndefined()
    expect(await page.evaluate(() => (window as unknown as { errors: string[] }).errors)).toEqual([])
    await expectSolanaSignatureBy(page, first)

    // The user picks another account on the phone: the wallet's session_update moves the page's solana account.
    const topic = phone.sessions()[0]?.topic ?? ''
    await test.step('switch account on the phone', () => phone.switchSolanaAccount(topic, devSolanaKey(2)))
    const second = phone.solanaAddress ?? ''
    expect(second).not.toBe(first)
    await expect(page.getByTestId('solana-status')).toHaveText(`connected ${chain.caip2}:${second}`, {
      timeout: 30_000,
    })
    // The connection's accounts list is rewritten too, not only the account.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const kit = (window as unknown as { appKit: import('walletdock').AppKit }).appKit
            return kit
              .getConnections('solana')
              .map((entry) => entry.accounts.map((account) => account.address))
          }),
        { timeout: 30_000 },
      )
      .toEqual([[second]])
    await expectSolanaSignatureBy(page, second)

    // A reload restores the session's solana account as it is now, still alone and active.
    await page.reload()
    await expect(page.getByTestId('solana-status')).toHaveText(`connected ${chain.caip2}:${second}`, {
      timeout: 30_000,
    })
    await expect(page.getByTestId('active-namespace')).toHaveText('solana')
    await expect(page.getByTestId('eip155-status')).toHaveText('disconnected')
    await expectSolanaSignatureBy(page, second)

    // The wallet ends the session: solana disconnects.
    await test.step('end the session on the phone', () => phone.disconnect(topic))
    await expect(page.getByTestId('solana-status')).toHaveText('disconnected', { timeout: 30_000 })
  } finally {
    await phone.close()
  }
})

test("a wallet that sends accountsChanged as a session_event on its solana chain moves the page's solana account: the new CAIP address, the connection's accounts list, and signatures by the new key", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const phone = await startNodeWcWallet({
    relayUrl: relay.url,
    projectId: PROJECT_ID,
    chains: [],
    solana: { secretKey: devSolanaKey(3), chains: [chain.caip2] },
  })
  try {
    await page.goto(pageUrl())
    await test.step('pair', () => pairFromModal(page, phone))
    const first = phone.solanaAddress ?? ''
    await expect(page.getByTestId('solana-status')).toHaveText(`connected ${chain.caip2}:${first}`, {
      timeout: 30_000,
    })
    const solanaConnectionAccounts = () =>
      page.evaluate(() => {
        const kit = (window as unknown as { appKit: import('walletdock').AppKit }).appKit
        return kit
          .getConnections('solana')
          .map((connection) => connection.accounts.map((entry) => entry.address))
      })
    expect(await solanaConnectionAccounts()).toEqual([[first]])

    const topic = phone.sessions()[0]?.topic ?? ''
    await test.step('the phone emits accountsChanged', () =>
      phone.emitSolanaAccountsChanged(topic, chain.caip2, devSolanaKey(4)))
    const second = phone.solanaAddress ?? ''
    expect(second).not.toBe(first)
    await expect(page.getByTestId('solana-status')).toHaveText(`connected ${chain.caip2}:${second}`, {
      timeout: 30_000,
    })
    await expect.poll(solanaConnectionAccounts, { timeout: 30_000 }).toEqual([[second]])
    await expect(page.getByTestId('active-namespace')).toHaveText('solana')
    await expectSolanaSignatureBy(page, second)
    await test.step('end the session on the phone', () => phone.disconnect(topic))
    await expect(page.getByTestId('solana-status')).toHaveText('disconnected', { timeout: 30_000 })
  } finally {
    await phone.close()
  }
})

test('after a reload the active namespace is the stored one, not whichever namespace reconnected last: solana, and the reverse', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(pageUrl())
  await test.step('pair', () => pairFromModal(page, wallet))
  const solanaAddress = wallet.solanaAddress ?? ''
  const both = async () => {
    await expect(page.getByTestId('eip155-status')).toHaveText(
      `connected eip155:1:${wallet.account.address}`,
      {
        timeout: 30_000,
      },
    )
    await expect(page.getByTestId('solana-status')).toHaveText(`connected ${chain.caip2}:${solanaAddress}`, {
      timeout: 30_000,
    })
  }
  await both()
  await expect(page.getByTestId('active-namespace')).toHaveText('eip155')
  const switchTo = (caipNetworkId: string) =>
    page.evaluate(async (id) => {
      const kit = (window as unknown as { appKit: import('walletdock').AppKit }).appKit
      await kit.switchNetwork(id as `${string}:${string}`)
    }, caipNetworkId)

  await switchTo(chain.caip2)
  await expect(page.getByTestId('active-namespace')).toHaveText('solana')
  await page.reload()
  // Both namespaces are back before the active one is read: the last to reconnect (solana) no longer decides.
  await both()
  await expect(page.getByTestId('active-namespace')).toHaveText('solana')

  await switchTo('eip155:1')
  await expect(page.getByTestId('active-namespace')).toHaveText('eip155')
  await page.reload()
  await both()
  await expect(page.getByTestId('active-namespace')).toHaveText('eip155')
  await expect(page.getByTestId('status')).toHaveText(`connected ${wallet.account.address}`)

  await test.step('end the session on the phone', async () => {
    for (const session of wallet.sessions()) await wallet.disconnect(session.topic)
  })
  await expect(page.getByTestId('eip155-status')).toHaveText('disconnected', { timeout: 30_000 })
})
