import { createPublicClient, createWalletClient, decodeEventLog, http, parseAbiItem, parseEther } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { ownerAccountFactoryAbi } from '../../services/chain/contracts/ownerAccount.artifact.js'
import { DEV_DEPLOYER_KEY } from '../../services/chain/devAccounts.js'
import { ENTRY_POINT_07_ADDRESS } from '../../services/chain/smartAccounts/constants.js'
import {
  approveInFrame,
  type EmbeddedStack,
  expect,
  frameStandsStill,
  shortAddress,
  signInThroughModal,
  THIRD_PARTY_STORAGE_ALLOWED,
  test,
} from './embeddedStack.js'

// The secure origin keeps its device share, as a browser with third-party storage allowed would (see embeddedPlugin.spec.ts).
test.use({ launchOptions: THIRD_PARTY_STORAGE_ALLOWED })

// Its own stack (with the bundler on base + 8) and host page on ports no other test uses: runs without the e2e lock.
const PORT_BASE = 7120
test.use({ embeddedStackOptions: { portBase: PORT_BASE, hostPort: 7130, smartAccounts: true } })
const RECIPIENT = '0x00000000000000000000000000000000000A11cE'

const chain = (stack: EmbeddedStack) => createPublicClient({ chain: foundry, transport: http(stack.rpcUrl) })
function hostUrl(stack: EmbeddedStack) {
  const url = stack.pageUrl('smart.html')
  url.searchParams.set('recipient', RECIPIENT)
  return url.toString()
}

test('switching to a smart account on the Account view, then a transaction becomes a user operation the bundler includes, verified on anvil', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000)
  const network = stack.info.smartAccounts?.networks[0]
  expect(network?.bundlerUrl).toBe(`http://127.0.0.1:${PORT_BASE + 8}`)
  await page.goto(hostUrl(stack))
  const dialog = page.getByRole('dialog')
  const { address: eoa } = await signInThroughModal(page, stack, 'smart')
  const address = page.getByLabel('Address', { exact: true })
  await expect(page.getByLabel('Account type')).toHaveText('eoa')
  // Storage under the embedded-wallet prefix: the preferred type and where smart accounts are enabled.
  const stored = (key: string) => page.evaluate((name) => localStorage.getItem(name), key)
  expect(await stored('@appkit-wallet/PREFERRED_ACCOUNT_TYPE')).toBe('"eoa"')
  expect(await stored('@appkit-wallet/SMART_ACCOUNT_ENABLED')).toBe('true')
  expect(await stored('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('[31337]')

  // The Account view offers the switch to a connected eoa on a network with smart accounts.
  await page.getByRole('button', { name: shortAddress(eoa) }).click()
  await dialog.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(page.getByLabel('Account type')).toHaveText('smartAccount', { timeout: 30_000 })
  const smart = (await address.textContent()) as `0x${string}`
  expect(smart).not.toBe(eoa)
  // The address is the factory's counterfactual account of the embedded wallet's key, read on anvil.
  const expected = await chain(stack).readContract({
    abi: ownerAccountFactoryAbi,
    address: network?.accountFactory as `0x${string}`,
    functionName: 'getAddress',
    args: [eoa, 0n],
  })
  expect(smart).toBe(expected)
  expect(await chain(stack).getCode({ address: smart })).toBeUndefined()
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
    transport: http(stack.rpcUrl),
  })
  await chain(stack).waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: smart, value: parseEther('1') }),
  })
  const before = await chain(stack).getBalance({ address: RECIPIENT })

  await page.getByRole('button', { name: 'Send transaction' }).click()
  const frame = stack.secureFrame(page)
  await expect(frame.locator('#approval-title')).toHaveText('Send user operation (smart account)')
  await expect(frame.locator('#approval-details')).toContainText(`to: ${RECIPIENT}`)
  await frameStandsStill(page)
  await approveInFrame(frame)
  const result = page.getByLabel('Result')
  const error = page.getByLabel('Error')
  // The frame answers within its own 60 s wait for the receipt: a hash, or the bundler's reason, which the test shows.
  const answer = async () => `${await result.textContent()}${await error.textContent()}`
  await expect.poll(answer, { timeout: 90_000 }).not.toBe('')
  await expect(error).toHaveText('')
  await expect(result).toHaveText(/^0x[0-9a-f]{64}$/)

  // On anvil: the bundle's transaction went to EntryPoint 0.7, its UserOperationEvent names the smart account and
  // succeeded, the account now has code, and the recipient got the value.
  const receipt = await chain(stack).getTransactionReceipt({
    hash: (await result.textContent()) as `0x${string}`,
  })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(ENTRY_POINT_07_ADDRESS.toLowerCase())
  const userOperationEvents = receipt.logs
    .filter((log) => log.address.toLowerCase() === ENTRY_POINT_07_ADDRESS.toLowerCase())
    .map((log) => decodeEventLog({ abi: entryPoint07Abi, ...log }))
    .filter((event) => event.eventName === 'UserOperationEvent')
  expect(userOperationEvents).toHaveLength(1)
  expect(userOperationEvents[0]?.args).toMatchObject({ sender: smart, success: true })
  expect(await chain(stack).getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
  expect(await chain(stack).getBalance({ address: RECIPIENT })).toBe(before + 12_345n)

  // A message signed by the smart account verifies through ERC-1271 on anvil (so SIWX works with it).
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(frame.locator('#approval-title')).toHaveText('Sign message (smart account)')
  await frameStandsStill(page)
  await approveInFrame(frame)
  await expect.poll(answer, { timeout: 30_000 }).not.toBe('')
  await expect(error).toHaveText('')
  await expect(result).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await result.textContent()) as `0x${string}`
  expect(
    await chain(stack).verifyMessage({ address: smart, message: 'hello from a smart account', signature }),
  ).toBe(true)
  const isValid = await chain(stack).readContract({
    address: smart,
    abi: [parseAbiItem('function isValidSignature(bytes32, bytes) view returns (bytes4)')],
    functionName: 'isValidSignature',
    args: [`0x${'00'.repeat(32)}`, signature],
  })
  expect(isValid).toBe('0xffffffff')
})
