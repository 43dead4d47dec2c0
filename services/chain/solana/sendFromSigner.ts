import {
  appendTransactionMessageInstructions,
  blockhash,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { decodeWireTransaction } from './decodeWireTransaction.js'
import type { LocalSolanaChain } from './localSolanaChain.js'

/**
 * Builds, signs and sends a v0 transaction on the local chain as any client would; resolves with its
 * signature. Without preflight (the chain's own setup), a transaction that did not succeed rejects.
 */
export async function sendFromSigner(
  chain: LocalSolanaChain,
  payer: KeyPairSigner,
  instructions: readonly Instruction[],
  options: { skipPreflight?: boolean } = {},
): Promise<string> {
  const latest = chain.latestBlockhash()
  const signed = await pipe(
    createTransactionMessage({ version: 0 }),
    (message) => setTransactionMessageFeePayerSigner(payer, message),
    (message) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(latest.blockhash), lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) },
        message,
      ),
    (message) => appendTransactionMessageInstructions(instructions, message),
    (message) => signTransactionMessageWithSigners(message),
  )
  const signature = chain.send(
    decodeWireTransaction(getBase64EncodedWireTransaction(signed), 'base64'),
    options,
  )
  if (options.skipPreflight && chain.transaction(signature)?.err !== null) {
    throw new Error(
      `the local Solana chain's setup transaction ${signature} failed: ${JSON.stringify(chain.transaction(signature)?.err ?? 'dropped')}`,
    )
  }
  return signature
}
