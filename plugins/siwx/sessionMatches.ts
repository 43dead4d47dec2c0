import { splitCaipAddress } from 'walletdock/plugin'
import type { SiwxSession } from './protocol/siwx.js'

/** Ours: a session counts as expired this long before its expirationTime, so it is not used at the edge. */
const EXPIRY_MARGIN_MS = 5_000

/** Whether `session` signs in `caipAddress` now: same account and chain, inside its time window. */
export function sessionMatches(session: SiwxSession, caipAddress: string, now = Date.now()): boolean {
  const parts = splitCaipAddress(caipAddress)
  if (!parts || session.data.chainId !== parts.caipNetworkId) return false
  const same =
    parts.namespace === 'eip155'
      ? session.data.accountAddress.toLowerCase() === parts.address.toLowerCase()
      : session.data.accountAddress === parts.address
  if (!same) return false
  const { expirationTime, notBefore } = session.data
  if (expirationTime !== undefined && Date.parse(expirationTime) - EXPIRY_MARGIN_MS <= now) return false
  return notBefore === undefined || Date.parse(notBefore) <= now
}
