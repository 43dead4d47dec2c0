import { ELLIPSIS, SHORT_ADDRESS_LEADING, SHORT_ADDRESS_TRAILING } from './constants.js'

/** `0x5290...169ee7`: 4 leading and 6 trailing characters; short strings are kept whole. */
export function shortenAddress(address: string): string {
  if (address.length <= SHORT_ADDRESS_LEADING + SHORT_ADDRESS_TRAILING + ELLIPSIS.length) return address
  return `${address.slice(0, SHORT_ADDRESS_LEADING)}${ELLIPSIS}${address.slice(-SHORT_ADDRESS_TRAILING)}`
}
