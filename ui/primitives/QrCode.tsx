import { encode } from 'uqr'

export type QrCodeProps = { value: string; size?: number; label: string }

/** The pairing URI as an SVG QR code (uqr), drawn as one path: no inline script or markup strings, fine under a strict CSP. */
export function QrCode({ value, size = 240, label }: QrCodeProps) {
  const { data } = encode(value, { ecc: 'M', border: 2 })
  const cells = data.length
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${cells} ${cells}`}
      shapeRendering="crispEdges"
      data-testid="wc-qr"
    >
      <rect width={cells} height={cells} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
