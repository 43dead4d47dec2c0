import type { FrameSessionStore } from './frameSession.js'

type RequestedChain = string | number | undefined

/** An eip155 chain as a number (from `eip155:1`, `'1'` or 1), else undefined. */
export const chainNumber = (value: RequestedChain): number | undefined => {
  if (typeof value === 'number') return value
  const id = Number(value?.startsWith('eip155:') ? value.slice(7) : value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/** A solana chain as CAIP-2 (`solana:` and the genesis hash's first 32 characters), else undefined. */
export const solanaChainOf = (value: RequestedChain): string | undefined =>
  typeof value === 'string' && /^solana:[1-9A-HJ-NP-Za-km-z]{1,64}$/.test(value) ? value : undefined

export type FrameChain = ReturnType<typeof createFrameChain>

/**
 * The chain the frame is on: the eip155 chain (kept in the frame's storage), the solana chain the host last named,
 * and which of the two is active (the namespace of the last switch or user read).
 */
export function createFrameChain(sessions: FrameSessionStore, requested: RequestedChain) {
  let chainId = sessions.chainId() ?? chainNumber(requested) ?? 1
  let solanaChain = solanaChainOf(requested)
  let namespace: 'eip155' | 'solana' = solanaChain ? 'solana' : 'eip155'
  return {
    get chainId() {
      return chainId
    },
    get solanaChain() {
      return solanaChain
    },
    get namespace() {
      return namespace
    },
    active: () => (namespace === 'solana' && solanaChain ? solanaChain : chainId),
    /** Moves the frame to a chain the host named: an eip155 id or a solana CAIP-2 id; false for anything else. */
    moveTo(next: RequestedChain): boolean {
      const solana = solanaChainOf(next)
      if (solana) {
        solanaChain = solana
        namespace = 'solana'
        return true
      }
      const evm = chainNumber(next)
      if (!evm) return false
      chainId = evm
      namespace = 'eip155'
      sessions.setChainId(chainId)
      return true
    },
  }
}
