import { useState } from 'react'
import type { AppKit } from 'walletdock'
import { signAndSendTransaction, signMessage } from 'walletdock/plugins/solana'
import { useAppKitAccount, useAppKitAction, useAppKitNetwork } from 'walletdock/react'

/** A recipient for the sample transfer: the fifth dev account of `appkit dev`'s Solana chain. */
const RECIPIENT = '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp'
const ONE_HUNDREDTH_SOL = 10_000_000

/** What an action hook holds, as one line: running, its data, or why it failed. */
function describe(label: string, action: { isPending: boolean; data?: string; error: Error | null }) {
  if (action.isPending) return `${label}...`
  if (action.error) return `${label} failed: ${action.error.message}`
  return action.data ? `${label}: ${action.data}` : ''
}

/**
 * Sign a message and send SOL with the solana plugin's helpers (web3.js loads on the first send), each run
 * by useAppKitAction on the provider's instance.
 */
export function SolanaActions() {
  const account = useAppKitAccount({ namespace: 'solana' })
  const network = useAppKitNetwork({ namespace: 'solana' })
  const [last, setLast] = useState<'sign' | 'send'>()
  const sign = useAppKitAction(async (appKit: AppKit) => {
    const signature = await signMessage(appKit, { message: 'hello from appkit' })
    return btoa(String.fromCharCode(...signature))
  })
  const send = useAppKitAction(async (appKit: AppKit) => {
    const rpcUrl = network.caipNetwork?.rpcUrls.default.http[0]
    if (!account.address || !rpcUrl) throw new Error('connect a Solana wallet first')
    const { Connection, PublicKey, SystemProgram, Transaction } = await import('@solana/web3.js')
    const from = new PublicKey(account.address)
    const { blockhash } = await new Connection(rpcUrl, 'confirmed').getLatestBlockhash()
    const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: from,
        toPubkey: new PublicKey(RECIPIENT),
        lamports: ONE_HUNDREDTH_SOL,
      }),
    )
    return signAndSendTransaction(appKit, { transaction })
  })
  const connected = account.isConnected
  return (
    <div className="actions">
      <button
        type="button"
        disabled={!connected}
        onClick={() => {
          setLast('sign')
          sign.mutate()
        }}
      >
        Sign Solana message
      </button>
      <button
        type="button"
        disabled={!connected}
        onClick={() => {
          setLast('send')
          send.mutate()
        }}
      >
        Send 0.01 SOL
      </button>
      <output aria-label="Solana output">
        {last === 'send' ? describe('Solana transaction', send) : describe('Solana signature', sign)}
      </output>
    </div>
  )
}
