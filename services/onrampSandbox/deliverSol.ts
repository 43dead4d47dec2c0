import {
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { devSolanaKeys } from '../chain/solana/devSolanaAccounts.js'
import { SANDBOX_FUNDER_INDEX } from './deliverPurchase.js'

/** Ours: how long a SOL delivery waits for its transfer to be confirmed. */
const CONFIRM_TIMEOUT_MS = 30_000
const POLL_MS = 100

/**
 * Sends bought SOL on a Solana chain over its JSON-RPC, as a provider would: a System Program transfer of lamports
 * from the sandbox's funded dev Solana account (the fifth, like its EVM funder; `appkit dev` gives it 1,000 SOL),
 * one at a time, resolving each transfer's signature once the chain has confirmed it.
 */
export function createSolanaDelivery(
  funder: () => Promise<KeyPairSigner> = async () =>
    (await devSolanaKeys()).accounts[SANDBOX_FUNDER_INDEX]?.signer ??
    Promise.reject(new Error('no funded dev Solana account for the sandbox')),
) {
  let queue: Promise<unknown> = Promise.resolve()
  let signer: Promise<KeyPairSigner> | undefined
  return {
    deliver(parameters: { rpcUrl: string; to: string; lamports: bigint }): Promise<string> {
      const run = async () => {
        signer ??= funder()
        const payer = await signer
        const rpc = createSolanaRpc(parameters.rpcUrl)
        const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
        const signed = await pipe(
          createTransactionMessage({ version: 0 }),
          (message) => setTransactionMessageFeePayerSigner(payer, message),
          (message) => setTransactionMessageLifetimeUsingBlockhash(latest, message),
          (message) =>
            appendTransactionMessageInstructions(
              [
                getTransferSolInstruction({
                  source: payer,
                  destination: address(parameters.to),
                  amount: lamports(parameters.lamports),
                }),
              ],
              message,
            ),
          (message) => signTransactionMessageWithSigners(message),
        )
        const signature = getSignatureFromTransaction(signed)
        await rpc
          .sendTransaction(getBase64EncodedWireTransaction(signed), {
            encoding: 'base64',
            preflightCommitment: 'confirmed',
          })
          .send()
        const since = Date.now()
        while (Date.now() - since < CONFIRM_TIMEOUT_MS) {
          const {
            value: [status],
          } = await rpc.getSignatureStatuses([signature]).send()
          if (status?.err)
            throw new Error(`the SOL transfer ${signature} failed: ${JSON.stringify(status.err)}`)
          if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
            return signature
          await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        }
        throw new Error(`the SOL transfer ${signature} was not confirmed in ${CONFIRM_TIMEOUT_MS / 1000} s`)
      }
      const next = queue.then(run, run)
      queue = next.catch(() => undefined)
      return next
    },
  }
}
export type SolanaDelivery = ReturnType<typeof createSolanaDelivery>
