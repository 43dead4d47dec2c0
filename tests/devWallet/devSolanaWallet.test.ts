import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { solanaDevnet, solanaLocalnet } from '../../kernel/networks/solana.js'
import { devWallet } from '../../plugins/dev-wallet/devWallet.js'
import { signAndSendTransaction } from '../../plugins/solana/actions/signAndSendTransaction.js'
import { signMessage } from '../../plugins/solana/actions/signMessage.js'
import { solana } from '../../plugins/solana/solana.js'
import {
  type LocalSolanaChainInstance,
  startLocalSolanaChain,
} from '../../services/chain/solana/startLocalSolanaChain.js'
import { createMemoryPersistence } from '../support/kernelTesting.js'

let local: LocalSolanaChainInstance
const page = globalThis as { window?: unknown }

beforeAll(async () => {
  local = await startLocalSolanaChain({ host: '127.0.0.1', httpPort: 0, wsPort: 0 })
  // One page for the file: the Wallet Standard registry binds to the first window it sees.
  page.window = Object.assign(new EventTarget(), { navigator: {} })
})
afterAll(async () => {
  delete page.window
  await local?.close()
})

async function appKit(networks = [solanaLocalnet({ rpcUrl: local.rpcUrl })]) {
  const kit = createAppKit(
    { projectId: 'dev', networks, plugins: [solana(), devWallet({ solana: { accounts: local.accounts } })] },
    { storage: createMemoryPersistence() },
  )
  await kit.ready()
  return kit
}

describe('the dev wallet on the local Solana chain', () => {
  it('registers through the Wallet Standard, connects the first dev account, signs and sends SOL', async () => {
    const kit = await appKit()
    const kernel = kernelOf(kit)
    // The Solana side's code loads at creation (only for a config with Solana accounts), then registers.
    await vi.waitFor(() =>
      expect(kernel.connectors.list('solana').map((entry) => [entry.name, entry.type])).toEqual([
        ['Dev Wallet', 'ANNOUNCED'],
      ]),
    )
    await kernel.connection.connect({ connectorId: 'ws:Dev Wallet' })
    const address = local.accounts[0]?.address ?? ''
    expect(kit.getAccount('solana').address).toBe(address)
    const signature = await signMessage(kit, { message: 'dev' })
    expect(
      nacl.sign.detached.verify(new TextEncoder().encode('dev'), signature, new PublicKey(address).toBytes()),
    ).toBe(true)
    const connection = new Connection(local.rpcUrl, 'confirmed')
    const to = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: new PublicKey(address), recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(address),
        toPubkey: to,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    await signAndSendTransaction(kit, { transaction })
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    kit.destroy()
    // Destroying the instance unregisters the wallet from the page.
    const again = await appKit()
    await vi.waitFor(() => expect(kernelOf(again).connectors.list('solana')).toHaveLength(1))
    again.destroy()
  })

  it('refuses a config whose solana network has a remote RPC: nothing is registered', async () => {
    const kit = await appKit([solanaLocalnet({ rpcUrl: local.rpcUrl }), solanaDevnet])
    const kernel = kernelOf(kit)
    expect(kernel.connectors.list('solana').filter((entry) => entry.name === 'Dev Wallet')).toEqual([])
    expect(kernel.plugins.value.find((entry) => entry.name === 'dev-wallet')?.status).toBe('failed')
  })
})
