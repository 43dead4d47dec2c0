// One class per spec error: the connection machine throws the catalogue's classes (kernel/errors).
export {
  ConnectionRejectedError,
  FailedToConnectError,
  FailedToDisconnectChainsError,
  FailedToDisconnectError,
  NoConnectorForConnectionError,
} from '../errors/connection.js'

/** EIP-1193 "user rejected" anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === 4001) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
