import type { Address } from 'viem'
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
  // As the modal holds them (the evm plugin checksums its wallets' addresses): no keccak in this chunk,
  // which would share viem's address code with an app's first bundle and split it into a chunk of its own.
  const current = parts.address as Address
  const others = active.accounts
    .map((account) => account.address as Address)
    .filter((address) => address.toLowerCase() !== current.toLowerCase())
  return { connectorId: active.connectorId, accounts: [current, ...others], chainId }
}
