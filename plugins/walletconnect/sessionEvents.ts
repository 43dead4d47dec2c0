import type { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'

export type SessionListeners = {
  /** The topic of the session in use: events of any other session are ignored. */
  topic(): string | undefined
  /** The wallet deleted the session. */
  deleted(): void
  /** The wallet updated the session; `eip155Changed` when its eip155 namespace is in the update. */
  updated(session: SessionTypes.Struct, eip155Changed: boolean): void
  accountsChanged(accounts: string[]): void
  /** The eip155 chain the wallet moved to (a number, or as the wallet sent it). */
  chainChanged(chainId: string | number): void
  /** An event of another namespace's chain (a solana chain's accountsChanged). */
  namespaceEvent(event: { chainId: string; name: string; data: unknown }): void
}

/** Routes a sign-client's session events (delete, update, wallet events) for the session in use. */
export function listenToSession(client: InstanceType<typeof SignClient>, listeners: SessionListeners): void {
  client.on('session_delete', ({ topic }) => {
    if (topic === listeners.topic()) listeners.deleted()
  })
  client.on('session_update', ({ topic, params }) => {
    if (topic !== listeners.topic()) return
    listeners.updated(client.session.get(topic), params.namespaces.eip155 !== undefined)
  })
  client.on('session_event', ({ topic, params }) => {
    if (topic !== listeners.topic()) return
    const { name, data } = params.event
    // Another namespace's event (a solana chain) is not the eip155 account's: it goes to that side.
    if (params.chainId && !params.chainId.startsWith('eip155:')) {
      listeners.namespaceEvent({ chainId: params.chainId, name, data })
      return
    }
    if (name === 'accountsChanged' && Array.isArray(data)) listeners.accountsChanged(data.map(String))
    if (name === 'chainChanged')
      listeners.chainChanged(
        typeof data === 'string' && data.startsWith('0x') ? Number.parseInt(data, 16) : (data as number),
      )
  })
}
