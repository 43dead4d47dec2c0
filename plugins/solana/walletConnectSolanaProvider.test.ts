import { base58, base64 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../../kernel/errors/provider.js'
import { walletConnectSolanaProvider } from './walletConnectSolanaProvider.js'

const key = Keypair.generate()
const address = key.publicKey.toBase58()
const session = (answer: (method: string, params: Record<string, string>) => unknown) => ({
  walletName: 'Phone',
  address,
  chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  request: async ({ method, params }: { method: string; params: unknown }) =>
    answer(method, params as Record<string, string>),
})
const transfer = () =>
  new Transaction({
    feePayer: key.publicKey,
    recentBlockhash: base58.encode(new Uint8Array(32).fill(7)),
  }).add(
    SystemProgram.transfer({
      fromPubkey: key.publicKey,
      toPubkey: new PublicKey(new Uint8Array(32).fill(1)),
      lamports: 1,
    }),
  )

describe('the solana helpers over a WalletConnect session', () => {
  it('solana_signMessage sends the message as base58 with the pubkey and returns the 64-byte signature', async () => {
    const provider = walletConnectSolanaProvider(
      session((method, params) => {
        expect(method).toBe('solana_signMessage')
        expect(params.pubkey).toBe(address)
        return {
          signature: base58.encode(nacl.sign.detached(base58.decode(params.message ?? ''), key.secretKey)),
        }
      }),
    )
    const message = new TextEncoder().encode('hi')
    const signature = await provider.signMessage(message)
    expect(nacl.sign.detached.verify(message, signature, key.publicKey.toBytes())).toBe(true)
  })

  it('solana_signTransaction: a wallet that answers the signature alone gets it put in the transaction', async () => {
    const provider = walletConnectSolanaProvider(
      session((_method, params) => {
        const transaction = Transaction.from(base64.decode(params.transaction ?? ''))
        transaction.partialSign(key)
        return { signature: base58.encode(transaction.signature ?? new Uint8Array()) }
      }),
    )
    const signed = await provider.signTransaction(transfer())
    expect(signed.verifySignatures()).toBe(true)
  })

  it('refuses a malformed answer with a clear error, and maps a 4001 to UserRejectedRequestError', async () => {
    const malformed = walletConnectSolanaProvider(session(() => ({ signature: '0xnot-base58' })))
    await expect(malformed.signMessage(new Uint8Array([1]))).rejects.toThrow(
      /Phone answered solana_signMessage with .* which is not \{ signature: <base58> \}/,
    )
    const short = walletConnectSolanaProvider(
      session(() => ({ signature: base58.encode(new Uint8Array(10)) })),
    )
    await expect(short.signMessage(new Uint8Array([1]))).rejects.toThrow(
      'Phone returned a signature of 10 bytes, not 64',
    )
    const rejecting = walletConnectSolanaProvider(
      session(() => {
        throw Object.assign(new Error('User rejected.'), { code: 4001 })
      }),
    )
    await expect(rejecting.signAndSendTransaction(transfer())).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
