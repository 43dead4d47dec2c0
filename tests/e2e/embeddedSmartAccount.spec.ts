import { resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, createWalletClient, decodeEventLog, http, parseAbiItem, parseEther } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import type { ViteDevServer } from 'vite'
import { inboxResponseSchema } from '../../kernel/protocol/devStack.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config.js'
import { repoRoot, startHostApp } from '../../scripts/hostApp.js'
import { ownerAccountFactoryAbi } from '../../services/chain/contracts/ownerAccount.artifact.js'
import { DEV_DEPLOYER_KEY } from '../../services/chain/devAccounts.js'
import { ENTRY_POINT_07_ADDRESS } from '../../services/chain/smartAccounts/constants.js'
import { type DevStack, startDevStack } from '../../services/dev/startDevStack.js'
import { frameStandsStill } from './pages/secureFrame.js'

// The secure origin keeps its device share, as a browser with third-party storage allowed would (see embeddedPlugin.spec.ts).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--disable-features=ThirdPartyCookieDeprecation,TrackingProtection3pcd,ThirdPartyCookieBlocking',
    ],
  },
})

// Its own stack (with the bundler on base + 8) and host page on ports no other test uses: runs without the e2e lock.
const PORT_BASE = 7120
const HOST_PORT = 7130
const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`
const RECIPIENT = '0x00000000000000000000000000000000000A11cE'
let stack: DevStack
let hostApp: ViteDevServer

test.beforeAll(async () => {
  // Anvil, the contracts and the bundler start here: the bundler alone may take up to its own 60 s start limit.
  test.setTimeout(120_000)
  stack = await startDevStack({
    portBase: PORT_BASE,
    dataDir: null,
    devJsonPath: null,
    origins: [HOST_ORIGIN],
    smartAccounts: true,
  })
  hostApp = await startHostApp({
    host: '127.0.0.1',
    port: HOST_PORT,
    root: resolve(repoRoot, 'tests/e2e/embedded-app'),
  })
})
test.afterAll(async () => {
  await hostApp?.close()
  await stack?.close()
})

const chain = () =>
  createPublicClient({ chain: foundry, transport: http(stack.info.rpcUrls['eip155:31337']) })

async function latestCode(email: string) {
  const response = await fetch(`${stack.info.mailInboxUrl}/api/messages?to=${encodeURIComponent(email)}`)
  const [mail] = inboxResponseSchema.parse(await response.json()).messages
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}
function secureFrame(page: Page) {
  const origin = new URL(stack.info.secureSiteUrl ?? '').origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new Error('the secure frame is not on the page')
  return frame
}
function hostUrl() {
  const url = new URL('smart.html', `${HOST_ORIGIN}/`)
  url.searchParams.set('site', stack.info.secureSiteUrl ?? '')
  url.searchParams.set('projectId', stack.info.projectId)
  url.searchParams.set('api', stack.info.apiUrl)
  url.searchParams.set('rpcUrl', stack.info.rpcUrls['eip155:31337'] ?? '')
  url.searchParams.set('recipient', RECIPIENT)
  return url.toString()
}
const short = (address: string) => `${address.slice(0, 4)}...${address.slice(-6)}`

test('switching to a smart account on the Account view, then a transaction becomes a user operation the bundler includes, verified on anvil', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const network = stack.info.smartAccounts?.networks[0]
  expect(network?.bundlerUrl).toBe(`http://127.0.0.1:${PORT_BASE + 8}`)
  await page.goto(hostUrl())
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const email = `smart-${crypto.randomUUID()}@example.com`
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText(`Enter the code we sent to ${email}`)).toBeVisible({ timeout: 30_000 })
  await dialog.getByLabel('Code').fill(await latestCode(email))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  const address = page.getByLabel('Address', { exact: true })
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
  await expect(page.getByLabel('Account type')).toHaveText('eoa')
  const eoa = (await address.textContent()) as `0x${string}`
  // Storage under the embedded-wallet prefix: the preferred type and where smart accounts are enabled.
  const stored = (key: string) => page.evaluate((name) => localStorage.getItem(name), key)
  expect(await stored('@appkit-wallet/PREFERRED_ACCOUNT_TYPE')).toBe('"eoa"')
  expect(await stored('@appkit-wallet/SMART_ACCOUNT_ENABLED')).toBe('true')
  expect(await stored('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('[31337]')

  // The Account view offers the switch to a connected eoa on a network with smart accounts.
  await page.getByRole('button', { name: short(eoa) }).click()
  await dialog.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(page.getByLabel('Account type')).toHaveText('smartAccount', { timeout: 30_000 })
  const smart = (await address.textContent()) as `0x${string}`
  expect(smart).not.toBe(eoa)
  // The address is the factory's counterfactual account of the embedded wallet's key, read on anvil.
  const expected = await chain().readContract({
    abi: ownerAccountFactoryAbi,
    address: network?.accountFactory as `0x${string}`,
    functionName: 'getAddress',
    args: [eoa, 0n],
  })
  expect(smart).toBe(expected)
  expect(await chain().getCode({ address: smart })).toBeUndefined()
  expect(await stored('@appkit-wallet/PREFERRED_ACCOUNT_TYPE')).toBe('"smartAccount"')
  // Back from a smart account is offered; a second switch to a smart account is not.
  await expect(dialog.getByRole('button', { name: 'Switch to EOA account' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Switch to smart account' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The test pays for the account's gas, as a faucet would.
  const funder = createWalletClient({
    chain: foundry,
    account: privateKeyToAccount(DEV_DEPLOYER_KEY),
    transport: http(stack.info.rpcUrls['eip155:31337']),
  })
  await chain().waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: smart, value: parseEther('1') }),
  })
  const before = await chain().getBalance({ address: RECIPIENT })

  await page.getByRole('button', { name: 'Send transaction' }).click()
  const frame = secureFrame(page)
  await expect(frame.locator('#approval-title')).toHaveText('Send user operation (smart account)')
  await expect(frame.locator('#approval-details')).toContainText(`to: ${RECIPIENT}`)
  await frameStandsStill(page)
  await frame.locator('#approval-approve').click()
  const result = page.getByLabel('Result')
  const error = page.getByLabel('Error')
  // The frame answers within its own 60 s wait for the receipt: a hash, or the bundler's reason, which the test shows.
  const answer = async () => `${await result.textContent()}${await error.textContent()}`
  await expect.poll(answer, { timeout: 90_000 }).not.toBe('')
  await expect(error).toHaveText('')
  await expect(result).toHaveText(/^0x[0-9a-f]{64}$/)

  // On anvil: the bundle's transaction went to EntryPoint 0.7, its UserOperationEvent names the smart account and
  // succeeded, the account now has code, and the recipient got the value.
  const receipt = await chain().getTransactionReceipt({ hash: (await result.textContent()) as `0x${string}` })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(ENTRY_POINT_07_ADDRESS.toLowerCase())
  const userOperationEvents = receipt.logs
    .filter((log) => log.address.toLowerCase() === ENTRY_POINT_07_ADDRESS.toLowerCase())
    .map((log) => decodeEventLog({ abi: entryPoint07Abi, ...log }))
    .filter((event) => event.eventName === 'UserOperationEvent')
  expect(userOperationEvents).toHaveLength(1)
  expect(userOperationEvents[0]?.args).toMatchObject({ sender: smart, success: true })
  expect(await chain().getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
  expect(await chain().getBalance({ address: RECIPIENT })).toBe(before + 12_345n)

  // A message signed by the smart account verifies through ERC-1271 on anvil (so SIWX works with it).
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(frame.locator('#approval-title')).toHaveText('Sign message (smart account)')
  await frameStandsStill(page)
  await frame.locator('#approval-approve').click()
  await expect.poll(answer, { timeout: 30_000 }).not.toBe('')
  await expect(error).toHaveText('')
  await expect(result).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await result.textContent()) as `0x${string}`
  expect(
    await chain().verifyMessage({ address: smart, message: 'hello from a smart account', signature }),
  ).toBe(true)
  const isValid = await chain().readContract({
    address: smart,
    abi: [parseAbiItem('function isValidSignature(bytes32, bytes) view returns (bytes4)')],
    functionName: 'isValidSignature',
    args: [`0x${'00'.repeat(32)}`, signature],
  })
  expect(isValid).toBe('0xffffffff')
})
