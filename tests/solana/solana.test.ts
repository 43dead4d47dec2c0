import { base58 } from '@scure/base'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { UserRejectedRequestError } from '../../kernel/errors/provider.js'
import { ConnectBeforeRequestError } from '../../kernel/errors/rpc.js'
import { defineNetwork } from '../../kernel/networks/defineNetwork.js'
import { solanaDevnet, solanaLocalnet } from '../../kernel/networks/solana.js'
import { signAndSendTransaction } from '../../plugins/solana/actions/signAndSendTransaction.js'
import { signMessage } from '../../plugins/solana/actions/signMessage.js'
import { signTransaction } from '../../plugins/solana/actions/signTransaction.js'
import { solana } from '../../plugins/solana/solana.js'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../../services/chain/solana/startLocalSolanaChain.js'
import { registerSolanaTestWallet, type SolanaTestWallet } from '../fixtures/solanaTestWallet/index.js'
import { createMemoryPersistence as createMemoryStorage } from '../support/kernelTesting.js'

let local: LocalSolanaChainInstance
let testWallet: SolanaTestWallet
const page = globalThis as { window?: unknown }
const ID = 'ws:Lantern'
const anvil = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

beforeAll(async () => {
  local = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
  // One page for the file: the Wallet Standard's registry is a module singleton bound to the first window.
  page.window = Object.assign(new EventTarget(), { navigator: {} })
  testWallet = registerSolanaTestWallet({
    secretKeys: local.accounts.slice(0, 2).map((account) => base58.decode(account.devOnlySecretKey)),
    chains: [{ chain: local.caip2 as `${string}:${string}`, rpcUrl: local.rpcUrl }],
  })
})
afterAll(async () => {
  delete page.window
  await local?.close()
})

async function appKit() {
  const kit = createAppKit(
    {
      projectId: 'solana-test',
      networks: [solanaLocalnet({ rpcUrl: local.rpcUrl }), solanaDevnet, anvil],
      plugins: [solana()],
    },
    { storage: createMemoryStorage() },
  )
  await kit.ready()
  const { kernelOf } = await import('../../kernel/internal.js')
  return { kit, kernel: kernelOf(kit) }
}

async function until<T>(read: () => T, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const value = read()
    if (ok(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`never settled: ${JSON.stringify(read())}`)
}

const first = () => local.accounts[0]?.address ?? ''
const second = () => local.accounts[1]?.address ?? ''

describe('solana plugin', () => {
  it('lists the Wallet Standard wallet as an ANNOUNCED solana connector with its exact name and icon', async () => {
    const { kernel } = await appKit()
    const listed = kernel.connectors.list('solana')
    expect(
      listed.map((connector) => [connector.id, connector.type, connector.name, connector.chain]),
    ).toEqual([[ID, 'ANNOUNCED', 'Lantern', 'solana']])
    expect(listed[0]?.imageUrl).toBe(testWallet.wallet.icon)
  })

  it('connect: standard:connect, the base58 address, the SOL balance truncated to 3 decimals', async () => {
    const { kit, kernel } = await appKit()
    await kernel.connection.connect({ connectorId: ID })
    const account = await until(
      () => kit.getAccount('solana'),
      (value) => value.balance !== undefined,
    )
    const lamports = await new Connection(local.rpcUrl).getBalance(new PublicKey(first()))
    expect(account).toMatchObject({
      isConnected: true,
      address: first(),
      caipAddress: `${local.caip2}:${first()}`,
      balance: String(Math.trunc((lamports / LAMPORTS_PER_SOL) * 1000) / 1000),
      balanceSymbol: 'SOL',
    })
    // The local chain has no explorer.
    expect(account.addressExplorerUrl).toBeUndefined()
    expect(testWallet.control.requests()).toContain('standard:connect')
  })

  it('signs a message that verifies against the account (tweetnacl)', async () => {
    const { kit, kernel } = await appKit()
    await kernel.connection.connect({ connectorId: ID })
    const message = 'walletdock wants you to sign in'
    const signature = await signMessage(kit, { message })
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode(message),
        signature,
        new PublicKey(first()).toBytes(),
      ),
    ).toBe(true)
  })

  it('signs a transaction without sending it, and signs and sends SOL: the balance is read again once it lands', async () => {
    const { kit, kernel } = await appKit()
    await kernel.connection.connect({ connectorId: ID })
    await until(
      () => kit.getAccount('solana'),
      (value) => value.balance !== undefined,
    )
    const connection = new Connection(local.rpcUrl, 'confirmed')
    const recipient = Keypair.generate().publicKey
    const transfer = async () => {
      const { blockhash } = await connection.getLatestBlockhash()
      return new Transaction({ feePayer: new PublicKey(first()), recentBlockhash: blockhash }).add(
        SystemProgram.transfer({
          fromPubkey: new PublicKey(first()),
          toPubkey: recipient,
          lamports: 100 * LAMPORTS_PER_SOL,
        }),
      )
    }
    const signed = await signTransaction(kit, { transaction: await transfer() })
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
    const before = kit.getAccount('solana').balance
    const signature = await signAndSendTransaction(kit, { transaction: await transfer() })
    expect(base58.decode(signature)).toHaveLength(64)
    expect(await connection.getBalance(recipient)).toBe(100 * LAMPORTS_PER_SOL)
    const after = await until(
      () => kit.getAccount('solana').balance,
      (value) => value !== before,
    )
    expect(Number(after)).toBeLessThan(Number(before) - 99)
  })

  it('a user rejection is the kernel typed 4001; without a wallet the helpers say to connect first', async () => {
    const { kit, kernel } = await appKit()
    await expect(signMessage(kit, { message: 'x' })).rejects.toThrow(ConnectBeforeRequestError)
    await expect(signMessage(kit, { message: 'x' })).rejects.toThrow('Please call connect() before request()')
    await kernel.connection.connect({ connectorId: ID })
    testWallet.control.rejectNextRequest()
    await expect(signMessage(kit, { message: 'x' })).rejects.toThrow(UserRejectedRequestError)
  })

  it('an account change announced by the wallet (standard:events) updates the state', async () => {
    const { kit, kernel } = await appKit()
    await kernel.connection.connect({ connectorId: ID })
    testWallet.control.switchAccount(1)
    const account = await until(
      () => kit.getAccount('solana'),
      (value) => value.address === second(),
    )
    expect(account.caipAddress).toBe(`${local.caip2}:${second()}`)
    testWallet.control.switchAccount(0)
    await until(
      () => kit.getAccount('solana'),
      (value) => value.address === first(),
    )
  })

  it('switching between an eip155 and a solana network switches the active namespace', async () => {
    const { kernel } = await appKit()
    await kernel.connection.connect({ connectorId: ID })
    expect(kernel.store.activeNamespace.value).toBe('solana')
    await kernel.connection.switchNetwork(anvil)
    expect(kernel.store.activeNamespace.value).toBe('eip155')
    await kernel.connection.switchNetwork(solanaDevnet)
    expect(kernel.store.activeNamespace.value).toBe('solana')
    expect(kernel.store.account.solana.value.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${first()}`)
  })

  it('a legacy window.solana provider is listed as INJECTED "Solana Wallet", connects and signs', async () => {
    const keypair = Keypair.fromSecretKey(base58.decode(local.accounts[2]?.devOnlySecretKey ?? ''))
    // What an older extension injects (Phantom's original interface); a test double of the extension.
    const legacy = {
      async connect() {
        return { publicKey: keypair.publicKey }
      },
      async disconnect() {},
      async signMessage(message: Uint8Array) {
        return { signature: nacl.sign.detached(message, keypair.secretKey) }
      },
    }
    const window = page.window as { solana?: unknown }
    window.solana = legacy
    try {
      const { kit, kernel } = await appKit()
      expect(
        kernel.connectors.list('solana').map((entry) => [entry.id, entry.type, entry.name]),
      ).toContainEqual(['solana.injected', 'INJECTED', 'Solana Wallet'])
      await kernel.connection.connect({ connectorId: 'solana.injected' })
      expect(kit.getAccount('solana').address).toBe(keypair.publicKey.toBase58())
      const signature = await signMessage(kit, { message: 'legacy' })
      expect(
        nacl.sign.detached.verify(new TextEncoder().encode('legacy'), signature, keypair.publicKey.toBytes()),
      ).toBe(true)
    } finally {
      delete window.solana
    }
  })
})
