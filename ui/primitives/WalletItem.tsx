import type { ReactNode } from 'react'
import { WalletImage } from './WalletImage.js'

export type WalletItemProps = {
  name: string
  imageUrl?: string | undefined
  tag?: ReactNode
  onSelect(): void
  disabled?: boolean
}

/** One wallet in a list: a full-width button with icon, name and an optional tag (Installed, Recent). */
export function WalletItem({ name, imageUrl, tag, onSelect, disabled }: WalletItemProps) {
  return (
    <button type="button" className="list-item" data-wallet-entry="" onClick={onSelect} disabled={disabled}>
      <WalletImage name={name} src={imageUrl} />
      <span className="list-item-name">{name}</span>
      {tag ? <span className="tag">{tag}</span> : null}
    </button>
  )
}
