import { useEffect, useState } from 'react'
import { hueOf, initials } from './monogram.js'

/** spec section 9: image preload timeout 2 s; after it the monogram stays. */
export const IMAGE_TIMEOUT_MS = 2000

const SAFE_IMAGE = /^(https?:|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]|blob:)/i

export function isSafeImageUrl(url: string | undefined | null): url is string {
  return typeof url === 'string' && SAFE_IMAGE.test(url)
}

export type WalletImageProps = { name: string; src?: string | undefined | null; size?: number }

/** A wallet or network icon; a generated monogram shows until the image loads, and stays if it fails. */
export function WalletImage({ name, src, size = 40 }: WalletImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(
    isSafeImageUrl(src) ? 'loading' : 'failed',
  )
  useEffect(() => {
    if (!isSafeImageUrl(src)) {
      setState('failed')
      return
    }
    setState('loading')
    const timer = setTimeout(
      () => setState((current) => (current === 'loading' ? 'failed' : current)),
      IMAGE_TIMEOUT_MS,
    )
    return () => clearTimeout(timer)
  }, [src])
  const hue = hueOf(name)
  return (
    <span className="wallet-image" style={{ width: size, height: size }} aria-hidden="true">
      {state !== 'loaded' && (
        <span className="monogram" style={{ background: `hsl(${hue} 60% 28%)`, fontSize: size * 0.38 }}>
          {initials(name)}
        </span>
      )}
      {state !== 'failed' && isSafeImageUrl(src) && (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          style={state === 'loaded' ? undefined : { opacity: 0, position: 'absolute' }}
        />
      )}
    </span>
  )
}
