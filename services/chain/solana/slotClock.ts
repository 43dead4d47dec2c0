import { createHash } from 'node:crypto'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { MAX_PROCESSING_AGE, SLOT_MS } from './constants.js'

export type SlotClock = {
  /** The current slot: one per SLOT_MS since genesis. Every slot is a block; block height equals slot. */
  slot(): number
  /** Unix seconds at the start of `slot`. */
  blockTime(slot: number): number
  /** The blockhash of `slot`; slot 0's is the genesis hash. */
  blockhash(slot: number): string
  /** The slot whose blockhash is `hash` if it is among the last MAX_PROCESSING_AGE + 1, else undefined. */
  recentSlotOf(hash: string): number | undefined
}

/** The local chain's time: slots advance with the wall clock, blockhashes derive from the genesis hash and the slot. */
export function createSlotClock(genesisHash: string, now: () => number = Date.now): SlotClock {
  const startedAt = now()
  const genesis = Uint8Array.from(getBase58Encoder().encode(genesisHash))
  const toBase58 = getBase58Decoder()
  const hashBytes = (slot: number) => {
    const slotBytes = Buffer.alloc(8)
    slotBytes.writeBigUInt64LE(BigInt(slot))
    return createHash('sha256').update(genesis).update(slotBytes).digest()
  }
  const slot = () => Math.floor((now() - startedAt) / SLOT_MS)
  return {
    slot,
    blockTime: (at) => Math.floor((startedAt + at * SLOT_MS) / 1000),
    blockhash: (at) => (at === 0 ? genesisHash : toBase58.decode(hashBytes(at))),
    recentSlotOf(hash) {
      let wanted: Uint8Array
      try {
        wanted = Uint8Array.from(getBase58Encoder().encode(hash))
      } catch {
        return undefined
      }
      if (wanted.length !== 32) return undefined
      const current = slot()
      for (let at = current; at >= 0 && at >= current - MAX_PROCESSING_AGE; at--) {
        const candidate = at === 0 ? genesis : hashBytes(at)
        if (Buffer.compare(Buffer.from(candidate), Buffer.from(wanted)) === 0) return at
      }
      return undefined
    },
  }
}
