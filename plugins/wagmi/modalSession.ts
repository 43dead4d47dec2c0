import type { Address } from 'viem'
import { getAddress } from 'viem/utils'
import { type StateAccess, splitCaipAddress } from 'walletdock/plugin'
import { MIRROR_CONNECTOR_PREFIX } from './constants.js'

/** The modal's eip155 connection as wagmi sees one: the active account first, the chain it sits on. */
export type ModalSession = {
  connectorId: string
  accounts: readonly [Address, ...Address[]]
  chainId: number
}

/** True for the modal's connection of a wagmi connector (one the bridge mirrors, not one wagmi should see). */
export const isMirrorId = (connectorId: string | undefined): boolean =>
  connectorId?.startsWith(MIRROR_CONNECTOR_PREFIX) ?? false

/**
 * The modal's connected eip155 wallet, read from the instance's signals (so a computed tracks it), or
 * undefined: nothing connected, still connecting, or a connection that is itself one of wagmi's.
 */
export function modalSessionOf(state: StateAccess): ModalSession | undefined {
  const connection = state.connection('eip155').value
  const active = connection.connections[0]
  if (connection.status !== 'connected' || !active) return undefined
  const parts = splitCaipAddress(state.account('eip155').value.caipAddress)
  const chainId = Number(parts?.reference)
  if (!parts || !Number.isSafeInteger(chainId)) return undefined
  const current = getAddress(parts.address)
  const others = active.accounts
    .map((account) => getAddress(account.address))
    .filter((address) => address !== current)
  return { connectorId: active.connectorId, accounts: [current, ...others], chainId }
}
