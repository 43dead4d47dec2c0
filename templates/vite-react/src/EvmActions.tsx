import { useState } from 'react'
import { useSendTransaction, useSignMessage } from 'walletdock/plugins/evm/react'

/** A recipient for the sample transaction: anvil's fifth dev account on `appkit dev` chains. */
const RECIPIENT = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const ONE_HUNDREDTH_ETH = 10n ** 16n

/** What an action hook holds, as one line: running, its data, or why it failed. */
function describe(label: string, action: { isPending: boolean; data?: string; error: Error | null }) {
  if (action.isPending) return `${label}...`
  if (action.error) return `${label} failed: ${action.error.message}`
  return action.data ? `${label}: ${action.data}` : ''
}

/** Sign a message and send a transaction with the evm plugin's action hooks (the provider's instance). */
export function EvmActions({ connected }: { connected: boolean }) {
  const signMessage = useSignMessage()
  const sendTransaction = useSendTransaction()
  const [last, setLast] = useState<'sign' | 'send'>()
  return (
    <div className="actions">
      <button
        type="button"
        disabled={!connected || signMessage.isPending}
        onClick={() => {
          setLast('sign')
          signMessage.mutate({ message: 'hello from appkit' })
        }}
      >
        Sign message
      </button>
      <button
        type="button"
        disabled={!connected || sendTransaction.isPending}
        onClick={() => {
          setLast('send')
          sendTransaction.mutate({ to: RECIPIENT, value: ONE_HUNDREDTH_ETH })
        }}
      >
        Send 0.01 ETH
      </button>
      <output aria-label="Result">
        {last === 'send' ? describe('Transaction', sendTransaction) : describe('Signature', signMessage)}
      </output>
    </div>
  )
}
