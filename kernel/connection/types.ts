import type { NetworkDeps } from '../network/types.js'

export type ConnectionDeps = NetworkDeps & {
  closeModal: () => void
}
