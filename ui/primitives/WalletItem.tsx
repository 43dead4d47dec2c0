import type { ReactNode } from 'react'
import { WalletImage } from './WalletImage.js'

export type WalletItemProps = {
  name: string
  imageUrl?: string | undefined
  tag?: ReactNode
  onSelect?(): void
  disabled?: boolean
  /**
   * A wallet this page cannot connect (a registry wallet with no connector that pairs it): the row is
   * a link to where the wallet is got, opened in a new tab, instead of a button.
   */
  href?: string | undefined
}

/** One wallet in a list: a full-width button (or a "get this wallet" link) with icon, name and an optional tag. */
export function WalletItem({ name, imageUrl, tag, onSelect, disabled, href }: WalletItemProps) {
  const content = (
    <>
      <WalletImage name={name} src={imageUrl} />
      {/* Its own direction: a Latin name in an Arabic row is cut at its end ("Coinba…"), not its start. */}
      <span className="list-item-name" dir="auto">
        {name}
      </span>
      {tag ? <span className="tag">{tag}</span> : null}
    </>
  )
  if (href !== undefined)
    return (
      <a className="list-item" data-wallet-entry="" href={href} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    )
  return (
    <button type="button" className="list-item" data-wallet-entry="" onClick={onSelect} disabled={disabled}>
      {content}
    </button>
  )
}
