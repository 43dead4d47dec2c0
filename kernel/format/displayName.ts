import { shortenAddress } from './shortenAddress.js'

/** spec section 5: an account shows its profile name, or else its address shortened (4 + 6). */
export function displayName({
  profileName,
  address,
}: {
  profileName?: string | null | undefined
  address: string
}): string {
  return profileName || shortenAddress(address)
}
