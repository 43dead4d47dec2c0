import { base58 } from '@scure/base'
import { Keypair, PublicKey, Transaction } from '@solana/web3.js'
import { expect, it } from 'vitest'
import { LOCAL_SOLANA_GENESIS_HASH } from '../../kernel/protocol/localSolanaChain.js'
import { associatedTokenAccount, transferInstructions } from '../../plugins/solana/solanaTransfer.js'
import { snapshotOf } from '../../services/chain/solana/accountSnapshot.js'
import { decodeWireTransaction } from '../../services/chain/solana/decodeWireTransaction.js'
import { devSolanaKeys } from '../../services/chain/solana/devSolanaAccounts.js'
import { createLocalSolanaChain } from '../../services/chain/solana/localSolanaChain.js'
import { seedDevSolana } from '../../services/chain/solana/seedDevSolana.js'
import { readTokenAccount } from '../../services/chain/solana/tokenBalances.js'

// The solana plugin's SPL transfer (its own instructions, no token library) on the local chain the dev
// stack runs: the receiver's associated token account is created, then TransferChecked moves the token.

it('the transfer builder’s programs are programs of the local chain (litesvm loads Solana’s own)', () => {
  const chain = createLocalSolanaChain({ genesisHash: LOCAL_SOLANA_GENESIS_HASH })
  const instructions = transferInstructions({
    from: Keypair.generate().publicKey.toBase58(),
    to: Keypair.generate().publicKey.toBase58(),
    token: { symbol: 'DUSD', decimals: 6, address: Keypair.generate().publicKey.toBase58() },
    amount: 1n,
  })
  expect(instructions).toHaveLength(2)
  for (const { programId } of instructions) {
    const program = chain.getAccount(programId.toBase58())
    expect(program.exists && program.executable, programId.toBase58()).toBe(true)
  }
})

it('sends a dev SPL token (DUSD) to an account that holds none: its token account is created and credited', async () => {
  const chain = createLocalSolanaChain({ genesisHash: LOCAL_SOLANA_GENESIS_HASH })
  const keys = await devSolanaKeys()
  await seedDevSolana(chain, {
    faucet: keys.faucet.signer,
    mints: keys.mints.map((mint) => mint.signer),
    holders: keys.accounts.map((account) => account.signer.address),
  })
  const [sender] = keys.accounts
  const [dusd] = keys.mints
  if (!sender || !dusd) throw new Error('no dev account or mint')
  const owner = Keypair.fromSecretKey(base58.decode(sender.secretKey))
  const receiver = Keypair.generate().publicKey
  const mint = new PublicKey(dusd.address)
  const balanceOf = (holder: PublicKey) =>
    readTokenAccount(snapshotOf(chain.getAccount(associatedTokenAccount(holder, mint).toBase58())))?.amount
  const before = balanceOf(owner.publicKey)
  expect(before).toBe(1_000_000n * 10n ** 6n)

  const send = (amount: bigint) => {
    const transaction = new Transaction({
      feePayer: owner.publicKey,
      recentBlockhash: chain.latestBlockhash().blockhash,
    }).add(
      ...transferInstructions({
        from: owner.publicKey.toBase58(),
        to: receiver.toBase58(),
        token: { symbol: 'DUSD', decimals: 6, address: dusd.address },
        amount,
      }),
    )
    transaction.sign(owner)
    const signature = chain.send(decodeWireTransaction(base58.encode(transaction.serialize()), 'base58'))
    expect(chain.transaction(signature)?.err).toBeNull()
  }
  send(2_500_000n)
  expect(balanceOf(receiver)).toBe(2_500_000n)
  // The receiver's account exists now: create-idempotent passes over it.
  send(1_500_000n)
  expect(balanceOf(receiver)).toBe(4_000_000n)
  expect(balanceOf(owner.publicKey)).toBe((before ?? 0n) - 4_000_000n)
})
