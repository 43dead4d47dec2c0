import { createHash } from 'node:crypto'

/** A wallet's stable id: the hex sha256 of its rdns, or of its name when it has none. */
export function walletIdOf(wallet: { rdns: string | null; name: string }): string {
  return createHash('sha256')
    .update(wallet.rdns ?? `name:${wallet.name}`)
    .digest('hex')
}
