import { useEffect, useState } from 'react'
import { monogramOf } from '../../kernel/rules/monogram.js'
import { isSafeImageUrl } from './safeImage.js'

/** spec section 9: image preload timeout 2 s; after it the monogram stays. */
const IMAGE_TIMEOUT_MS = 2000

export type WalletImageProps = { name: string; src?: string | undefined | null; size?: number }

type ImageResult = { src: string; state: 'loaded' | 'failed' }

/** A wallet or network icon; a generated monogram shows until the image loads, and stays if it fails. */
export function WalletImage({ name, src, size = 40 }: WalletImageProps) {
  // The outcome belongs to the src it was for: a new src starts loading, the same one keeps its result.
  // (A cached image can fire load before the effect below runs; resetting there lost it, and the
  // timeout then marked a shown icon failed: initials after Networks -> Back.)
  const [result, setResult] = useState<ImageResult | undefined>()
  const state = !isSafeImageUrl(src) ? 'failed' : result?.src === src ? result.state : 'loading'
  useEffect(() => {
    if (!isSafeImageUrl(src)) return
    const timer = setTimeout(
      () => setResult((current) => (current?.src === src ? current : { src, state: 'failed' })),
      IMAGE_TIMEOUT_MS,
    )
    return () => clearTimeout(timer)
  }, [src])
  const { initials, background } = monogramOf(name)
  return (
    <span className="wallet-image" style={{ width: size, height: size }} aria-hidden="true">
      {state !== 'loaded' && (
        <span className="monogram" style={{ background, fontSize: size * 0.38 }}>
          {initials}
        </span>
      )}
      {state !== 'failed' && isSafeImageUrl(src) && (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          decoding="async"
          onLoad={() => setResult({ src, state: 'loaded' })}
          onError={() => setResult({ src, state: 'failed' })}
          style={state === 'loaded' ? undefined : { opacity: 0, position: 'absolute' }}
        />
      )}
    </span>
  )
}
