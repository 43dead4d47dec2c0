/** `8453` as EIP-1193 wants it: `0x2105`. */
export function toHexChainId(id: string | number): `0x${string}` {
  return `0x${Number(id).toString(16)}`
}

/** A chain id a wallet reported (hex string, decimal string or number) as a number. */
export function parseChainId(chainId: unknown): number {
  const value =
    typeof chainId === 'string'
      ? Number.parseInt(chainId, chainId.startsWith('0x') ? 16 : 10)
      : Number(chainId)
  if (!Number.isSafeInteger(value))
    throw new Error(`The wallet reported an invalid chain id: ${String(chainId)}`)
  return value
}
