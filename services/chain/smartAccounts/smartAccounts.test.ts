import { createPublicClient, createWalletClient, encodeFunctionData, http, parseEther } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toSessionKeyAccount } from '../../../tests/support/toSessionKeyAccount.js'
import { toOwnerSmartAccount } from '../../secureSite/frame/toOwnerSmartAccount.js'
import { ownerAccountAbi } from '../contracts/ownerAccount.artifact.js'
import { DEV_DEPLOYER_KEY } from '../devAccounts.js'
import { freePort } from '../freePort.js'
import { type AnvilInstance, startAnvil } from '../startAnvil.js'
import { ENTRY_POINT_07_ADDRESS } from './constants.js'
import { deploySmartAccountContracts, type SmartAccountContracts } from './deploySmartAccountContracts.js'
import { findSmartAccountsWorkspace } from './smartAccountsWorkspace.js'
import { type BundlerInstance, startBundler } from './startBundler.js'

const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

describe('smart accounts on the local chain: EntryPoint 0.7, the account factory and the Alto bundler', () => {
  let anvil: AnvilInstance
  let bundler: BundlerInstance
  let contracts: SmartAccountContracts

  beforeAll(async () => {
    const workspace = findSmartAccountsWorkspace()
    if (!workspace)
      throw new Error(
        'the optional smart-accounts workspace is not installed: run "npm install --prefix optional/smart-accounts"',
      )
    anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: foundry.id })
    contracts = await deploySmartAccountContracts({
      rpcUrl: anvil.rpcUrl,
      entryPointArtifact: workspace.entryPointArtifact,
    })
    bundler = await startBundler({
      altoCli: workspace.altoCli,
      rpcUrl: anvil.rpcUrl,
      entryPoints: [contracts.entryPoint07],
      port: await freePort(),
    })
  }, 90_000)
  afterAll(async () => {
    await bundler?.stop()
    await anvil?.stop()
  })

  const client = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })

  it('deploys EntryPoint 0.7 on its canonical address, and a second deployment keeps it', async () => {
    expect(contracts.entryPoint07).toBe(ENTRY_POINT_07_ADDRESS)
    expect(await client().getCode({ address: ENTRY_POINT_07_ADDRESS })).toMatch(/^0x[0-9a-f]{100,}/)
    const workspace = findSmartAccountsWorkspace()
    const again = await deploySmartAccountContracts({
      rpcUrl: anvil.rpcUrl,
      entryPointArtifact: workspace?.entryPointArtifact ?? '',
    })
    expect(again).toEqual(contracts)
  })

  it('the bundler supports EntryPoint 0.7', async () => {
    const response = await fetch(bundler.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    const body = (await response.json()) as { result: string[] }
    expect(body.result.map((address) => address.toLowerCase())).toContain(
      ENTRY_POINT_07_ADDRESS.toLowerCase(),
    )
  })

  it('a user operation signed by the owner deploys the account and is included by the bundler', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toOwnerSmartAccount({
      client: client(),
      owner,
      factoryAddress: contracts.accountFactory,
    })
    expect(await account.isDeployed()).toBe(false)
    const funder = createWalletClient({
      chain: foundry,
      account: privateKeyToAccount(DEV_DEPLOYER_KEY),
      transport: http(anvil.rpcUrl),
    })
    await client().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
    })
    const before = await client().getBalance({ address: RECIPIENT })
    const bundlerClient = createBundlerClient({
      client: client(),
      transport: http(bundler.url),
      account,
      pollingInterval: 200,
    })
    const hash = await bundlerClient.sendUserOperation({ calls: [{ to: RECIPIENT, value: 12_345n }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    // Verified on anvil, not only in the bundler's answer.
    const mined = await client().getTransactionReceipt({ hash: receipt.receipt.transactionHash })
    expect(mined.status).toBe('success')
    expect(await client().getBalance({ address: RECIPIENT })).toBe(before + 12_345n)
    expect(await account.isDeployed()).toBe(true)
  }, 60_000)

  it('a user operation signed by another key is refused by the bundler', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toOwnerSmartAccount({
      client: client(),
      owner,
      factoryAddress: contracts.accountFactory,
    })
    const intruder = privateKeyToAccount(generatePrivateKey())
    const forged = {
      ...account,
      signUserOperation: async () => intruder.signMessage({ message: 'not the operation' }),
    }
    const funder = createWalletClient({
      chain: foundry,
      account: privateKeyToAccount(DEV_DEPLOYER_KEY),
      transport: http(anvil.rpcUrl),
    })
    await client().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
    })
    const bundlerClient = createBundlerClient({
      client: client(),
      transport: http(bundler.url),
      account: forged,
    })
    await expect(bundlerClient.sendUserOperation({ calls: [{ to: RECIPIENT, value: 1n }] })).rejects.toThrow(
      /signature/i,
    )
  }, 60_000)

  it('ERC-1271: a message signed for the smart account verifies, before and after deployment, and another message does not', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toOwnerSmartAccount({
      client: client(),
      owner,
      factoryAddress: contracts.accountFactory,
    })
    const signature = await account.signMessage({ message: 'Sign in to walletdock' })
    expect(
      await client().verifyMessage({ address: account.address, message: 'Sign in to walletdock', signature }),
    ).toBe(true)
    expect(
      await client().verifyMessage({ address: account.address, message: 'Sign in elsewhere', signature }),
    ).toBe(false)
    const typed = {
      domain: { name: 'walletdock', version: '1', chainId: foundry.id },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const typedSignature = await account.signTypedData(typed)
    expect(
      await client().verifyTypedData({ address: account.address, ...typed, signature: typedSignature }),
    ).toBe(true)
  }, 60_000)
  it('a granted session key acts within its permission (target, limit) and is refused outside it, after revoke and after expiry', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toOwnerSmartAccount({
      client: client(),
      owner,
      factoryAddress: contracts.accountFactory,
    })
    const funder = createWalletClient({
      chain: foundry,
      account: privateKeyToAccount(DEV_DEPLOYER_KEY),
      transport: http(anvil.rpcUrl),
    })
    await client().waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
    })
    const ownerBundler = createBundlerClient({
      client: client(),
      transport: http(bundler.url),
      account,
      pollingInterval: 200,
    })
    const ownerCall = async (
      functionName: 'grantPermission' | 'revokePermission',
      args: readonly unknown[],
    ) => {
      const data = encodeFunctionData({ abi: ownerAccountAbi, functionName, args } as never)
      const hash = await ownerBundler.sendUserOperation({ calls: [{ to: account.address, data }] })
      expect((await ownerBundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })).success).toBe(true)
    }
    const key = privateKeyToAccount(generatePrivateKey())
    const { timestamp } = await client().getBlock()
    const expiry = Number(timestamp) + 3600
    // The grant deploys the account (the owner's first operation) and stores the permission.
    await ownerCall('grantPermission', [key.address, RECIPIENT, 10_000n, expiry])
    const permission = (target: string) =>
      client().readContract({
        address: account.address,
        abi: ownerAccountAbi,
        functionName: 'permissions',
        args: [target as `0x${string}`],
      })
    expect(await permission(key.address)).toEqual([RECIPIENT, expiry, 10_000n, 0n])

    const keyBundler = createBundlerClient({
      client: client(),
      transport: http(bundler.url),
      account: await toSessionKeyAccount({ client: client(), address: account.address, sessionKey: key }),
      pollingInterval: 200,
    })
    const send = async (to: `0x${string}`, value: bigint) => {
      const hash = await keyBundler.sendUserOperation({ calls: [{ to, value }] })
      return (await keyBundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })).success
    }
    const before = await client().getBalance({ address: RECIPIENT })
    expect(await send(RECIPIENT, 4_000n)).toBe(true)
    expect(await send(RECIPIENT, 6_000n)).toBe(true)
    expect(await client().getBalance({ address: RECIPIENT })).toBe(before + 10_000n)
    expect((await permission(key.address))[3]).toBe(10_000n)
    // Over the limit, another target, and a key never granted: the account's validation refuses them.
    await expect(send(RECIPIENT, 1n)).rejects.toThrow(/signature/i)
    await ownerCall('grantPermission', [key.address, RECIPIENT, 10_000n, expiry])
    await expect(send(funder.account.address, 1n)).rejects.toThrow(/signature/i)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const strangerBundler = createBundlerClient({
      client: client(),
      transport: http(bundler.url),
      account: await toSessionKeyAccount({
        client: client(),
        address: account.address,
        sessionKey: stranger,
      }),
    })
    await expect(
      strangerBundler.sendUserOperation({ calls: [{ to: RECIPIENT, value: 1n }] }),
    ).rejects.toThrow(/signature/i)
    // The renewed grant starts again at zero spent; after revoke the key can do nothing.
    expect(await send(RECIPIENT, 500n)).toBe(true)
    await ownerCall('revokePermission', [key.address])
    expect((await permission(key.address))[0]).toBe('0x0000000000000000000000000000000000000000')
    await expect(send(RECIPIENT, 1n)).rejects.toThrow(/signature/i)
    // After its expiry (validUntil), the entry point refuses the key's operation.
    await ownerCall('grantPermission', [key.address, RECIPIENT, 10_000n, expiry])
    await client().request({ method: 'evm_increaseTime' as never, params: [7200] as never })
    await client().request({ method: 'evm_mine' as never, params: [] as never })
    await expect(send(RECIPIENT, 1n)).rejects.toThrow(/expire|AA22/i)
  }, 120_000)
})
