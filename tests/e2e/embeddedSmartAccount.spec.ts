import { createPublicClient, createWalletClient, decodeEventLog, http, parseAbiItem, parseEther } from 'viem'
import { createBundlerClient, entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import {
  ownerAccountAbi,
  ownerAccountFactoryAbi,
} from '../../services/chain/contracts/ownerAccount.artifact.js'
import { DEV_DEPLOYER_KEY } from '../../services/chain/devAccounts.js'
import { ENTRY_POINT_07_ADDRESS } from '../../services/chain/smartAccounts/constants.js'
import { toSessionKeyAccount } from '../support/toSessionKeyAccount.js'
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
  url.searchParams.set('entryPoint', ENTRY_POINT_07_ADDRESS)
  url.searchParams.set('theme', 'dark')
  url.searchParams.set('accent', '#ff00aa')
  return url.toString()
}

test('an email login starts as a smart account (spec default), eoa stays a choice; the user reaches the account state; a transaction, a batch of calls (wallet_sendCalls, wallet_getCallsStatus) and a user operation go through the bundler, verified on anvil; the approval panel follows the dark theme and accent and names the dapp', async ({
  page,
  stack,
}) => {
  test.setTimeout(300_000)
  const network = stack.info.smartAccounts?.networks[0]
  expect(network?.bundlerUrl).toBe(`http://127.0.0.1:${PORT_BASE + 8}`)
  await page.goto(hostUrl(stack))
  const dialog = page.getByRole('dialog')
  const { email } = await signInThroughModal(page, stack, 'smart')
  const address = page.getByLabel('Address', { exact: true })
  // Spec 6: on a network with smart accounts the login is the smart account, with nothing chosen before.
  await expect(page.getByLabel('Account type')).toHaveText('smartAccount')
  const smart = (await address.textContent()) as `0x${string}`
  // Spec 3: the login's email is the account's user; an email login has no social provider (auth.name).
  await expect(page.getByLabel('User email')).toHaveText(email)
  await expect(page.getByLabel('Social provider')).toHaveText('')
  await expect(page.getByLabel('Auth name')).toHaveText('')
  // Storage under the embedded-wallet prefix: the preferred type and where smart accounts are enabled.
  const stored = (key: string) => page.evaluate((name) => localStorage.getItem(name), key)
  expect(await stored('@appkit-wallet/PREFERRED_ACCOUNT_TYPE')).toBe('"smartAccount"')
  expect(await stored('@appkit-wallet/SMART_ACCOUNT_ENABLED')).toBe('true')
  expect(await stored('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('[31337]')

  // eoa stays a choice: the Account view switches to it and back.
  await page.getByRole('button', { name: shortAddress(smart) }).click()
  await dialog.getByRole('button', { name: 'Switch to EOA account' }).click()
  await expect(page.getByLabel('Account type')).toHaveText('eoa', { timeout: 30_000 })
  const eoa = (await address.textContent()) as `0x${string}`
  expect(eoa).not.toBe(smart)
  expect(await stored('@appkit-wallet/PREFERRED_ACCOUNT_TYPE')).toBe('"eoa"')
  // The address is the factory's counterfactual account of the embedded wallet's key, read on anvil.
  const expected = await chain(stack).readContract({
    abi: ownerAccountFactoryAbi,
    address: network?.accountFactory as `0x${string}`,
    functionName: 'getAddress',
    args: [eoa, 0n],
  })
  expect(smart).toBe(expected)
  expect(await chain(stack).getCode({ address: smart })).toBeUndefined()
  await expect(dialog.getByRole('button', { name: 'Switch to EOA account' })).toHaveCount(0)
  // The switch's success toast stays over the actions while the modal is open: close it and open the Account view again.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: shortAddress(eoa) }).click()
  await dialog.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(page.getByLabel('Account type')).toHaveText('smartAccount', { timeout: 30_000 })
  await expect(address).toHaveText(smart)
  expect(await stored('@appkit-wallet/PREFERRED_ACCOUNT_TYPE')).toBe('"smartAccount"')
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

  // The approval panel follows the modal (SYNC_THEME: dark, the accent) and names the dapp (SYNC_DAPP_DATA): the
  // name as text, the http(s) icon (the javascript: one before it is skipped).
  await page.getByRole('button', { name: 'Send calls' }).click()
  await expect(frame.locator('#approval-title')).toHaveText('Send 2 calls (smart account)')
  await expect(frame.locator('#approval-details')).toContainText(`call 1: to ${RECIPIENT}, value 1000 wei`)
  await expect(frame.locator('#approval-details')).toContainText(`call 2: to ${RECIPIENT}, value 2000 wei`)
  await expect(frame.locator('#approval-dapp-name')).toHaveText('Smart <b>Dapp</b>')
  await expect(frame.locator('#approval-dapp b')).toHaveCount(0)
  await expect(frame.locator('#approval-dapp-icon')).toHaveAttribute(
    'src',
    `${stack.hostOrigin}/dapp-icon.svg`,
  )
  await expect
    .poll(() =>
      frame.locator('#approval-dapp-icon').evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0)
  expect(await frame.locator('#approval').evaluate((panel) => getComputedStyle(panel).backgroundColor)).toBe(
    'rgb(28, 28, 28)',
  )
  await frameStandsStill(page)
  await expect(frame.locator('#approval-approve')).toBeEnabled({ timeout: 15_000 })
  expect(
    await frame.locator('#approval-approve').evaluate((button) => getComputedStyle(button).backgroundColor),
  ).toBe('rgb(255, 0, 170)')
  await approveInFrame(frame)
  await expect.poll(answer, { timeout: 90_000 }).not.toBe('')
  await expect(error).toHaveText('')
  await expect(result).toHaveText(/^0x[0-9a-f]{64}$/)
  const batchId = (await result.textContent()) as string
  expect(await chain(stack).getBalance({ address: RECIPIENT })).toBe(before + 12_345n + 3_000n)
  // EIP-5792: the batch's status from the bundler's receipt: confirmed (200), with the bundle's receipt.
  await page.getByRole('button', { name: 'Calls status' }).click()
  await expect.poll(answer, { timeout: 30_000 }).not.toBe('')
  await expect(error).toHaveText('')
  const status = JSON.parse((await result.textContent()) as string) as {
    id: string
    status: number
    receipts: { status: string; transactionHash: string }[]
  }
  expect(status).toMatchObject({ id: batchId, status: 200, chainId: '0x7a69', atomic: true })
  expect(status.receipts[0]?.status).toBe('0x1')
  expect(
    (
      await chain(stack).getTransactionReceipt({ hash: status.receipts[0]?.transactionHash as `0x${string}` })
    ).to?.toLowerCase(),
  ).toBe(ENTRY_POINT_07_ADDRESS.toLowerCase())

  // eth_sendUserOperation: the dapp's call data (execute(recipient, 777)); the frame prices, numbers and signs it.
  await page.getByRole('button', { name: 'Send user operation' }).click()
  await expect(frame.locator('#approval-title')).toHaveText('Send user operation (smart account)')
  await expect(frame.locator('#approval-details')).toContainText('call data: 0x')
  await frameStandsStill(page)
  await approveInFrame(frame)
  await expect.poll(answer, { timeout: 90_000 }).not.toBe('')
  await expect(error).toHaveText('')
  await expect(result).toHaveText(/^0x[0-9a-f]{64}$/)
  expect(await chain(stack).getBalance({ address: RECIPIENT })).toBe(before + 12_345n + 3_000n + 777n)

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

test('wallet_grantPermissions through the embedded smart account: the panel shows the key, target, limit and expiry; the key then acts within them on anvil and is refused outside them and after wallet_revokePermissions', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000)
  const network = stack.info.smartAccounts?.networks[0]
  const sessionKey = privateKeyToAccount(generatePrivateKey())
  const url = new URL(hostUrl(stack))
  url.searchParams.set('sessionKey', sessionKey.address)
  await page.goto(url.toString())
  await signInThroughModal(page, stack, 'perms')
  await expect(page.getByLabel('Account type')).toHaveText('smartAccount')
  const smart = (await page.getByLabel('Address', { exact: true }).textContent()) as `0x${string}`
  const client = chain(stack)
  const funder = createWalletClient({
    chain: foundry,
    account: privateKeyToAccount(DEV_DEPLOYER_KEY),
    transport: http(stack.rpcUrl),
  })
  await client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: smart, value: parseEther('1') }),
  })

  const frame = stack.secureFrame(page)
  const result = page.getByLabel('Result')
  const error = page.getByLabel('Error')
  const answer = async () => `${await result.textContent()}${await error.textContent()}`
  await page.getByRole('button', { name: 'Grant permission' }).click()
  await expect(frame.locator('#approval-title')).toHaveText('Grant permission (smart account)')
  const details = frame.locator('#approval-details')
  await expect(details).toContainText(`session key: ${sessionKey.address}`)
  await expect(details).toContainText(`may call: ${RECIPIENT}`)
  await expect(details).toContainText('spend limit: 0.00000000000001 ETH (10000 wei) in total')
  await expect(details).toContainText(/expires: \d{4}-\d\d-\d\dT/)
  await frameStandsStill(page)
  await approveInFrame(frame)
  await expect.poll(answer, { timeout: 90_000 }).not.toBe('')
  await expect(error).toHaveText('')
  const granted = JSON.parse((await result.textContent()) as string) as { context: string; address: string }
  expect(granted).toMatchObject({ context: sessionKey.address, address: smart })
  // On anvil: the account holds the permission.
  const [target, , limit, spent] = await client.readContract({
    address: smart,
    abi: ownerAccountAbi,
    functionName: 'permissions',
    args: [sessionKey.address],
  })
  expect([target, limit, spent]).toEqual([RECIPIENT, 10_000n, 0n])

  // The dapp's key sends its own user operations to the bundler, as the permission allows.
  const keyBundler = createBundlerClient({
    client,
    transport: http(network?.bundlerUrl),
    account: await toSessionKeyAccount({ client, address: smart, sessionKey }),
    pollingInterval: 200,
  })
  const send = async (to: `0x${string}`, value: bigint) => {
    const hash = await keyBundler.sendUserOperation({ calls: [{ to, value }] })
    return (await keyBundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })).success
  }
  const before = await client.getBalance({ address: RECIPIENT })
  expect(await send(RECIPIENT, 6_000n)).toBe(true)
  expect(await client.getBalance({ address: RECIPIENT })).toBe(before + 6_000n)
  await expect(send(RECIPIENT, 5_000n)).rejects.toThrow(/signature/i)
  await expect(send(funder.account.address, 1n)).rejects.toThrow(/signature/i)

  await page.getByRole('button', { name: 'Revoke permission' }).click()
  await expect(frame.locator('#approval-title')).toHaveText('Revoke permission (smart account)')
  await expect(details).toContainText(`session key: ${sessionKey.address}`)
  await frameStandsStill(page)
  await approveInFrame(frame)
  await expect.poll(answer, { timeout: 90_000 }).not.toBe('')
  await expect(error).toHaveText('')
  await expect(result).toHaveText('null')
  // Within the old limit, but revoked: refused.
  await expect(send(RECIPIENT, 1_000n)).rejects.toThrow(/signature/i)
  expect(await client.getBalance({ address: RECIPIENT })).toBe(before + 6_000n)
})
