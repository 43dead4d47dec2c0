import { hueOf } from '../../kernel/rules/monogram.js'
import { isSafeImageUrl } from './safeImage.js'

export type AvatarProps = { address: string; image?: string | null | undefined; size?: number; label: string }

/** The account's avatar, or one generated from the address: a gradient of two hues derived from it. */
export function Avatar({ address, image, size = 64, label }: AvatarProps) {
  if (isSafeImageUrl(image)) {
    return <img className="avatar" src={image} alt="" width={size} height={size} />
  }
  const first = hueOf(address)
  const second = hueOf(address.split('').reverse().join(''))
  return (
    <span
      className="avatar"
      role="img"
      aria-label={label}
      style={{
        width: size,
        height: size,
        background: `radial-gradient(circle at 30% 30%, hsl(${first} 80% 70%), hsl(${second} 70% 45%))`,
      }}
    />
  )
}
