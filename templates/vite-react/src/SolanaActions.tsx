import { useState } from 'react'
import { signAndSendTransaction, signMessage } from 'walletdock/plugins/solana'
import { useAppKitAccount, useAppKitNetwork } from 'walletdock/react'
import { appKit } from './appKit'

/** A recipient for the sample transfer: the fifth dev account of `appkit dev`'s Solana chain. */
const RECIPIENT = '6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp'
const ONE_HUNDREDTH_SOL = 10_000_000

/** Sign a message and send SOL with the solana plugin's helpers (web3.js loads on the first send). */
export function SolanaActions() {
  const account = useAppKitAccount({ namespace: 'solana' })
  const network = useAppKitNetwork({ namespace: 'solana' })
  const [result, setResult] = useState('')
  const run = (label: string, action: () => Promise<string>) => () => {
    setResult(`${label}...`)
    action().then(
      (value) => setResult(`${label}: ${value}`),
      (error: Error) => setResult(`${label} failed: ${error.message}`),
    )
  }
  const sign = async () => {
    const signature = await signMessage(appKit, { message: 'hello from appkit' })
    return btoa(String.fromCharCode(...signature))
  }
  const send = async () => {
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
  }
  const connected = account.isConnected
  return (
    <div className="actions">
      <button type="button" disabled={!connected} onClick={run('Solana signature', sign)}>
        Sign Solana message
      </button>
      <button type="button" disabled={!connected} onClick={run('Solana transaction', send)}>
        Send 0.01 SOL
      </button>
      <output aria-label="Solana output">{result}</output>
    </div>
  )
}
