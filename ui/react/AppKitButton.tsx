import type { ButtonHTMLAttributes } from 'react'
import { whenRestored } from '../../kernel/connection/storedAccount.js'
import { displayName } from '../../kernel/format/displayName.js'
import { kernelOf } from '../../kernel/internal.js'
import { useAppKitInstance } from './AppKitProvider.js'
import { useAppKit, useAppKitAccount } from './hooks.js'
import { useSignal } from './useSignal.js'

export type AppKitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  label?: string
  loadingLabel?: string
}

const nothingStored = () => undefined

/**
 * Connect when disconnected, the account (name or shortened address) when connected; opens the modal.
 * A returning visitor sees the stored address while the session restores; a click then opens the modal
 * once it is restored. Hovering or focusing it starts loading the modal so the click finds it ready.
 */
export function AppKitButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
  ...props
}: AppKitButtonProps) {
  const { open, prefetch } = useAppKit()
  const account = useAppKitAccount()
  const { store } = kernelOf(useAppKitInstance())
  // A server knows no stored address (its initial state, if any, is in the account).
  const stored = useSignal(store.storedAddress, nothingStored)
  const address = account.address ?? stored
  const text = address
    ? displayName({ profileName: account.profileName, address })
    : account.status === 'connecting' || account.status === 'reconnecting'
      ? loadingLabel
      : label
  return (
    <button
      type="button"
      {...props}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => whenRestored(store, open)}
      data-status={account.status}
    >
      {text}
    </button>
  )
}
