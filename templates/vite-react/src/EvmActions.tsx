import { useState } from 'react'
import { sendTransaction, signMessage } from 'walletdock/plugins/evm'
import { appKit } from './appKit'

/** A recipient for the sample transaction: anvil's fifth dev account on `appkit dev` chains. */
const RECIPIENT = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const ONE_HUNDREDTH_ETH = 10n ** 16n

/** Sign a message and send a transaction with the evm plugin's helpers. */
export function EvmActions({ connected }: { connected: boolean }) {
  const [result, setResult] = useState('')
  const run = (label: string, action: () => Promise<string>) => () => {
    setResult(`${label}...`)
    action().then(
      (value) => setResult(`${label}: ${value}`),
      (error: Error) => setResult(`${label} failed: ${error.message}`),
    )
  }
  return (
    <div className="actions">
      <button
        type="button"
        disabled={!connected}
        onClick={run('Signature', () => signMessage(appKit, { message: 'hello from appkit' }))}
      >
        Sign message
      </button>
      <button
        type="button"
        disabled={!connected}
        onClick={run('Transaction', () =>
          sendTransaction(appKit, { to: RECIPIENT, value: ONE_HUNDREDTH_ETH }),
        )}
      >
        Send 0.01 ETH
      </button>
      <output aria-label="Result">{result}</output>
    </div>
  )
}
