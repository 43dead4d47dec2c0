import type { ButtonHTMLAttributes } from 'react'
import { useAppKit } from './useAppKit.js'

export type AppKitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> & { label?: string }

/** A plain button that opens the modal; style it like any button of the host app. */
export function AppKitButton({ label = 'Connect Wallet', ...props }: AppKitButtonProps) {
  const { open } = useAppKit()
  return (
    <button type="button" {...props} onClick={open}>
      {label}
    </button>
  )
}
