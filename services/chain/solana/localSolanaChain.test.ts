import {
  appendTransactionMessageInstruction,
  blockhash,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { expect, it } from 'vitest'
import { LOCAL_SOLANA_GENESIS_HASH } from '../../../kernel/protocol/localSolanaChain.js'
import { MAX_PROCESSING_AGE, SLOT_MS } from './constants.js'
import { decodeWireTransaction } from './decodeWireTransaction.js'
import { createLocalSolanaChain } from './localSolanaChain.js'

it('a blockhash is usable for 150 slots of 400 ms, then refused as Blockhash not found', async () => {
  let time = 1_000_000
  const chain = createLocalSolanaChain({ genesisHash: LOCAL_SOLANA_GENESIS_HASH, now: () => time })
  const payer = await generateKeyPairSigner()
  chain.setGenesisAccount({ address: payer.address, lamports: 10n ** 12n })
  const first = chain.latestBlockhash()
  expect(first).toEqual({
    blockhash: LOCAL_SOLANA_GENESIS_HASH,
    lastValidBlockHeight: MAX_PROCESSING_AGE,
    slot: 0,
  })
  const send = async (amount: bigint) => {
    const recipient = await generateKeyPairSigner()
    const signed = await pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash(first.blockhash), lastValidBlockHeight: BigInt(first.lastValidBlockHeight) },
          message,
        ),
      (message) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: payer,
            destination: recipient.address,
            amount: lamports(amount),
          }),
          message,
        ),
      (message) => signTransactionMessageWithSigners(message),
    )
    return chain.send(decodeWireTransaction(getBase64EncodedWireTransaction(signed), 'base64'))
  }
  time += MAX_PROCESSING_AGE * SLOT_MS
  expect(chain.latestBlockhash().slot).toBe(MAX_PROCESSING_AGE)
  expect(chain.latestBlockhash().blockhash).not.toBe(first.blockhash)
  await expect(send(1_000_000n)).resolves.toEqual(expect.any(String))
  time += SLOT_MS
  await expect(send(2_000_000n)).rejects.toMatchObject({
    code: -32002,
    message: 'Transaction simulation failed: Blockhash not found',
  })
})
