import { Connection, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import type { TransferCall } from 'walletdock/plugin'
import { connectedProvider } from './actions/connectedProvider.js'
import type { SolanaProvider } from './types.js'
import { waitForLanding } from './waitForLanding.js'

const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ASSOCIATED_TOKEN_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
/** The token program's TransferChecked and the associated token program's CreateIdempotent. */
const TRANSFER_CHECKED = 12
const CREATE_IDEMPOTENT = 1

/** web3.js types instruction data as a Buffer but reads it as bytes: no Buffer global is needed in a page. */
const bytes = (data: Uint8Array) => data as unknown as TransactionInstruction['data']

const connectionOf = (call: Pick<TransferCall, 'caipNetwork'>) => {
  const rpcUrl = call.caipNetwork.rpcUrls.default.http[0]
  if (!rpcUrl) throw new Error(`${call.caipNetwork.name} has no RPC URL`)
  return new Connection(rpcUrl, 'confirmed')
}

/** The associated token account of `owner` for `mint` (classic token program). */
export function associatedTokenAccount(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBytes(), TOKEN_PROGRAM.toBytes(), mint.toBytes()],
    ASSOCIATED_TOKEN_PROGRAM,
  )[0]
}

/** The instructions of a transfer: SOL from the system program, a token by TransferChecked. */
export function transferInstructions({
  from,
  to,
  token,
  amount,
}: Pick<TransferCall, 'from' | 'to' | 'token' | 'amount'>) {
  const owner = new PublicKey(from)
  const receiver = new PublicKey(to)
  if (token.address === undefined)
    return [SystemProgram.transfer({ fromPubkey: owner, toPubkey: receiver, lamports: amount })]
  const mint = new PublicKey(token.address)
  const source = associatedTokenAccount(owner, mint)
  const destination = associatedTokenAccount(receiver, mint)
  const create = new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM,
    keys: [
      { pubkey: owner, isSigner: true, isWritable: true },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: receiver, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: TOKEN_PROGRAM, isSigner: false, isWritable: false },
    ],
    data: bytes(Uint8Array.of(CREATE_IDEMPOTENT)),
  })
  const data = new Uint8Array(10)
  data[0] = TRANSFER_CHECKED
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = token.decimals
  const transfer = new TransactionInstruction({
    programId: TOKEN_PROGRAM,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: bytes(data),
  })
  return [create, transfer]
}

async function transferTransaction(call: TransferCall, connection: Connection): Promise<Transaction> {
  const { blockhash } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: new PublicKey(call.from), recentBlockhash: blockhash }).add(
    ...transferInstructions(call),
  )
}

/** The network's fee for the transfer's message, in lamports. */
export async function estimateTransferFee(call: TransferCall): Promise<bigint> {
  const connection = connectionOf(call)
  const transaction = await transferTransaction(call, connection)
  const { value } = await connection.getFeeForMessage(transaction.compileMessage())
  return BigInt(value ?? 0)
}

/**
 * Has the connected wallet sign and send the transfer; resolves its signature. Through the helpers'
 * loaded half, not the `signAndSendTransaction` helper, whose front may sit in the host's first bundle
 * (see evmTransfer's sendTransfer: +0.29 KiB gzip before interaction).
 */
export async function sendTransfer(call: TransferCall): Promise<string> {
  const transaction = await transferTransaction(call, connectionOf(call))
  return (await connectedProvider(call.provider as SolanaProvider)).signAndSendTransaction(transaction)
}

/** Resolves once the signature has a status on the chain; a failed transfer rejects with the chain's error. */
export async function waitForTransfer(call: TransferCall, signature: string): Promise<void> {
  await waitForLanding(call.caipNetwork, signature)
  const { value } = await connectionOf(call).getSignatureStatuses([signature])
  if (value[0]?.err) throw new Error(`the transfer failed: ${JSON.stringify(value[0].err)}`)
}
