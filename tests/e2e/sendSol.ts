import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { AppKit } from 'walletdock'
import { signAndSendTransaction } from 'walletdock/plugins/solana'

/** A host page's transfer of `sol` SOL to `to`: a legacy transaction the connected solana account pays for. */
export async function sendSol(
  appKit: AppKit,
  { rpcUrl, to, sol }: { rpcUrl: string; to: string; sol: number },
) {
  const from = new PublicKey(appKit.getAccount('solana').address ?? '')
  const { blockhash } = await new Connection(rpcUrl, 'confirmed').getLatestBlockhash()
  const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({
      fromPubkey: from,
      toPubkey: new PublicKey(to),
      lamports: sol * LAMPORTS_PER_SOL,
    }),
  )
  return signAndSendTransaction(appKit, { transaction })
}
