import type { ButtonHTMLAttributes } from 'react'
import { displayName } from '../../kernel/format/displayName.js'
import { useAppKit, useAppKitAccount } from './hooks.js'

export type AppKitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & {
  label?: string
  loadingLabel?: string
}

/**
 * Connect when disconnected, the account (name or shortened address) when connected; opens the modal.
 * Hovering or focusing it starts loading the modal so the click finds it ready.
 */
export function AppKitButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
  ...props
}: AppKitButtonProps) {
  const { open, prefetch } = useAppKit()
  const account = useAppKitAccount()
  const text = account.address
    ? displayName({ profileName: account.profileName, address: account.address })
    : account.status === 'connecting' || account.status === 'reconnecting'
      ? loadingLabel
      : label
  return (
    <button
      type="button"
      {...props}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => void open()}
      data-status={account.status}
    >
      {text}
    </button>
  )
}
