import { expect, test } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { deployDevTokens } from '../../services/chain/deployDevTokens.js'
import { DEV_ACCOUNTS, DEV_DEPLOYER_KEY, DEV_SECOND_KEY, snapshotChains } from '../fixtures/anvil.js'
import { buildTestWalletScript } from '../fixtures/testWallet/buildTestWalletScript.js'
import type { TestWalletConfig } from '../fixtures/testWallet/types.js'
import { EVM_E2E_RPC_URLS, EVM_E2E_URL } from './app/constants.js'
import { ACCOUNT, evmHost } from './evmHost.js'

// The React action hooks (walletdock/plugins/evm/react, useSwitchNetwork of walletdock/react) on the EVM
// host's hooks page (tests/e2e/app/hooks.tsx), through the anvil-backed EIP-6963 test wallet.
const rpcUrl = EVM_E2E_RPC_URLS[0] as string
const client = createPublicClient({ transport: http(rpcUrl) })
const RECIPIENT = DEV_ACCOUNTS[4] as `0x${string}`
let revert: (() => Promise<void>) | undefined

test.beforeEach(async () => {
  revert = await snapshotChains(
    EVM_E2E_RPC_URLS.map((url, index) => ({
      rpcUrl: url,
      chainId: 31337 + index,
      port: 0,
      stop: async () => {},
    })),
  )
})
test.afterEach(async () => {
  await revert?.()
})

async function openHooksPage(page: import('@playwright/test').Page, query = '') {
  const config: TestWalletConfig = {
    privateKeys: [DEV_DEPLOYER_KEY, DEV_SECOND_KEY],
    chains: [{ chainId: 31337, rpcUrl }],
    announce: [
      {
        rdns: 'dev.appkit.e2e-wallet',
        name: 'E2E Test Wallet',
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    ],
  }
  await page.addInitScript((value) => {
    ;(window as { __testWalletConfig?: unknown }).__testWalletConfig = value
  }, config)
  await page.addInitScript({ content: await buildTestWalletScript() })
  await page.goto(`${EVM_E2E_URL}hooks.html${query}`)
  const host = evmHost(page)
  const state = (label: string) => page.getByLabel(`${label} state`)
  const states = (label: string) =>
    page.evaluate(
      (name) => (window as unknown as { hookStates: Record<string, string[]> }).hookStates[name],
      label,
    )
  return { host, state, states, click: (label: string) => page.getByRole('button', { name: label }).click() }
}

test('useSignMessage and useSignTypedData: idle, pending, then the signature, which verifies', async ({
  page,
}) => {
  const { host, state, states, click } = await openHooksPage(page)
  await expect(state('Sign message')).toHaveText('idle||')
  await host.connect()
  await click('Sign message')
  await expect(state('Sign message')).toHaveText(/^success\|0x[0-9a-f]{130}\|$/)
  const signature = (await state('Sign message').textContent())?.split('|')[1] as `0x${string}`
  expect(await verifyMessage({ address: ACCOUNT, message: 'hello hooks', signature })).toBe(true)
  expect(await states('Sign message')).toEqual(['idle', 'pending', 'success'])

  await click('Sign typed data')
  await expect(state('Sign typed data')).toHaveText(/^success\|0x[0-9a-f]{130}\|$/)
  const typed = (await state('Sign typed data').textContent())?.split('|')[1] as `0x${string}`
  expect(
    await verifyTypedData({
      address: ACCOUNT,
      domain: { name: 'Hooks', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello typed hooks' },
      signature: typed,
    }),
  ).toBe(true)
  expect(await host.wallet.requests()).toContain('eth_signTypedData_v4')
})

test('useSendTransaction and useWriteContract: the hashes are mined on anvil and the balances move', async ({
  page,
}) => {
  const [, token] = await deployDevTokens({ rpcUrl, caip2: 'eip155:31337' })
  const address = token?.address as `0x${string}`
  const { host, state, states, click } = await openHooksPage(page, `?token=${address}`)
  await host.connect()
  const ethBefore = await client.getBalance({ address: RECIPIENT })
  await click('Send 0.01 ETH')
  await expect(state('Send 0.01 ETH')).toHaveText(/^success\|0x[0-9a-f]{64}\|$/)
  const hash = (await state('Send 0.01 ETH').textContent())?.split('|')[1] as `0x${string}`
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await client.getBalance({ address: RECIPIENT })).toBe(ethBefore + parseEther('0.01'))
  expect(await states('Send 0.01 ETH')).toEqual(['idle', 'pending', 'success'])

  const read = () =>
    client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })
  const tokensBefore = await read()
  await click('Transfer 5 DTK')
  await expect(state('Transfer 5 DTK')).toHaveText(/^success\|0x[0-9a-f]{64}\|$/)
  const written = (await state('Transfer 5 DTK').textContent())?.split('|')[1] as `0x${string}`
  expect((await client.waitForTransactionReceipt({ hash: written })).status).toBe('success')
  expect(await read()).toBe(tokensBefore + 5n * 10n ** 18n)
})

test('a refusal in the wallet is a typed UserRejectedRequestError in `error`; the next call succeeds and clears it', async ({
  page,
}) => {
  const { host, state, states, click } = await openHooksPage(page)
  await host.connect()
  await host.wallet.rejectNextRequest()
  await click('Sign message')
  await expect(state('Sign message')).toHaveText('error||UserRejectedRequestError typed rejected')
  await click('Sign message')
  await expect(state('Sign message')).toHaveText(/^success\|0x[0-9a-f]{130}\|$/)
  expect(await states('Sign message')).toEqual(['idle', 'pending', 'error', 'pending', 'success'])
})

test('useSwitchNetwork: the wallet moves to the second chain (added on 4902); an unconfigured network is a typed NetworkNotFoundError', async ({
  page,
}) => {
  const { host, state, click } = await openHooksPage(page)
  await host.connect()
  await click('Switch to 31338')
  await expect(state('Switch to 31338')).toHaveText('success|eip155:31338|')
  await expect.poll(() => host.wallet.chainId()).toBe(31338)
  await expect(page.getByLabel('Network')).toHaveText('eip155:31338')
  await click('Switch to 1')
  await expect(state('Switch to 1')).toHaveText('error||NetworkNotFoundError typed')
})

test('before a connection, an action fails with the typed ConnectBeforeRequestError', async ({ page }) => {
  const { state, click } = await openHooksPage(page)
  await click('Sign message')
  await expect(state('Sign message')).toHaveText('error||ConnectBeforeRequestError typed')
})
