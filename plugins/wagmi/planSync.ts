import type { Address } from 'viem'
import { BRIDGE_CONNECTOR_ID } from './constants.js'
import { mirrorIdOf } from './mirrorId.js'
import { isMirrorId, type ModalSession } from './modalSession.js'

/** wagmi's side, as the plan reads it. */
export type WagmiSide = {
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
  /** wagmi's current connection: its connector id and uid, accounts and chain; null when none. */
  current: { id: string; uid: string; accounts: readonly Address[]; chainId: number } | null
  /** The uid of the connection the user made through wagmi on this page (a connect, not a reconnect). */
  intentUid: string | undefined
}

/** The modal's side: settled once the instance restored (or found no) stored session. */
export type ModalSide = {
  settled: boolean
  /** The modal's eip155 wallet, a wagmi connector's connection (`wagmi:<id>`) included. */
  session: ModalSession | undefined
}

/** One step that brings the two sides together. */
export type SyncStep =
  | { type: 'none' }
  | { type: 'connectBridge' }
  | { type: 'disconnectBridge' }
  | { type: 'emitChange'; accounts: readonly Address[]; chainId: number }
  | { type: 'connectMirror'; connectorId: string }
  | { type: 'updateMirror'; accounts: readonly Address[]; chainId: number }
  | { type: 'disconnectModal' }

const NONE: SyncStep = { type: 'none' }

const differs = (session: ModalSession, accounts: readonly Address[], chainId: number) =>
  session.chainId !== chainId ||
  session.accounts.length !== accounts.length ||
  session.accounts.some((address, index) => address !== accounts[index])

/**
 * What to do so wagmi and the modal show the same wallet. The modal leads, except for a connection the
 * user just made through wagmi (its `intentUid`), and for one wagmi restored while the modal has none.
 * Nothing happens while either side is still connecting.
 */
export function planSync(wagmi: WagmiSide, modal: ModalSide): SyncStep {
  if (wagmi.status === 'connecting' || wagmi.status === 'reconnecting' || !modal.settled) return NONE
  const { current } = wagmi
  const session = modal.session
  const ours = current?.id === BRIDGE_CONNECTOR_ID
  // The modal's own wallet (extension, WalletConnect, embedded): wagmi's current connection is the bridge's.
  if (session && !isMirrorId(session.connectorId)) {
    if (current && !ours && current.uid === wagmi.intentUid)
      return { type: 'connectMirror', connectorId: mirrorIdOf(current.id) }
    if (!ours) return { type: 'connectBridge' }
    return differs(session, current.accounts, current.chainId)
      ? { type: 'emitChange', accounts: session.accounts, chainId: session.chainId }
      : NONE
  }
  if (ours) return { type: 'disconnectBridge' }
  // The modal shows one of wagmi's connections, or none.
  if (!current) return session ? { type: 'disconnectModal' } : NONE
  if (session?.connectorId !== mirrorIdOf(current.id))
    return { type: 'connectMirror', connectorId: mirrorIdOf(current.id) }
  return differs(session, current.accounts, current.chainId)
    ? { type: 'updateMirror', accounts: current.accounts, chainId: current.chainId }
    : NONE
}
