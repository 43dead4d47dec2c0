// Loaded by the helpers only when the connected Solana wallet is a WalletConnect session (see providerOf).
import { base58, base64 } from '@scure/base'
import { PublicKey, type Transaction } from '@solana/web3.js'
import type { RequestProvider } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { fromTransactionBytes, toTransactionBytes } from './transactionBytes.js'
import type { SolanaProvider, SolanaTransaction } from './types.js'
import { walletError } from './walletError.js'

const base58Text = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58'))
const signatureAnswer = z.object({ signature: base58Text })
const signedTransactionAnswer = z.object({ signature: base58Text, transaction: z.optional(z.string()) })

/** Checks a wallet's answer; a malformed one is refused naming the method and what was wrong. */
function answerOf<T>(schema: z.ZodMiniType<T>, method: string, walletName: string, answer: unknown): T {
  const parsed = schema.safeParse(answer)
  if (!parsed.success)
    throw new Error(
      `${walletName} answered ${method} with ${JSON.stringify(answer)?.slice(0, 120)}, which is not { signature: <base58> }: ${z.prettifyError(parsed.error)}`,
    )
  return parsed.data
}

/** A 64-byte ed25519 signature from its base58 text. */
function signatureBytes(text: string, walletName: string): Uint8Array {
  const bytes = base58.decode(text)
  if (bytes.length !== 64)
    throw new Error(`${walletName} returned a signature of ${bytes.length} bytes, not 64`)
  return bytes
}

/** The transaction with `signature` put in the place of `signer` (a wallet that answers the signature alone). */
function withSignature<T extends SolanaTransaction>(
  transaction: T,
  signer: string,
  signature: Uint8Array,
): T {
  const copy = fromTransactionBytes(toTransactionBytes(transaction), transaction)
  if ('version' in copy) {
    const index = copy.message.staticAccountKeys.findIndex((key) => key.toBase58() === signer)
    if (index < 0 || index >= copy.signatures.length)
      throw new Error(`${signer} is not a signer of the transaction`)
    copy.signatures[index] = signature
    return copy
  }
  ;(copy as Transaction).addSignature(new PublicKey(signer), Buffer.from(signature))
  return copy
}

/**
 * The helpers' SolanaProvider over a WalletConnect session: `solana_signMessage`,
 * `solana_signTransaction` and `solana_signAndSendTransaction` with WalletConnect's params (base58
 * message, base64 transaction).
 */
export function walletConnectSolanaProvider(session: RequestProvider): SolanaProvider {
  const ask = async (method: string, params: unknown) => {
    try {
      return await session.request({ method, params })
    } catch (error) {
      throw walletError(error)
    }
  }
  return {
    get walletName() {
      return session.walletName
    },
    get address() {
      return session.address
    },
    get chain() {
      return session.chain
    },
    async signMessage(message) {
      const method = 'solana_signMessage'
      const answer = await ask(method, { message: base58.encode(message), pubkey: session.address })
      return signatureBytes(
        answerOf(signatureAnswer, method, session.walletName, answer).signature,
        session.walletName,
      )
    },
    async signTransaction<T extends SolanaTransaction>(transaction: T): Promise<T> {
      const method = 'solana_signTransaction'
      const answer = await ask(method, { transaction: base64.encode(toTransactionBytes(transaction)) })
      const { signature, transaction: signed } = answerOf(
        signedTransactionAnswer,
        method,
        session.walletName,
        answer,
      )
      if (signed) return fromTransactionBytes(base64.decode(signed), transaction)
      return withSignature(transaction, session.address, signatureBytes(signature, session.walletName))
    },
    async signAndSendTransaction(transaction, options) {
      const method = 'solana_signAndSendTransaction'
      const answer = await ask(method, {
        transaction: base64.encode(toTransactionBytes(transaction)),
        ...(options && { sendOptions: options }),
      })
      return answerOf(signatureAnswer, method, session.walletName, answer).signature
    },
  }
}
