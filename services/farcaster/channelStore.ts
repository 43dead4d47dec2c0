import { MAX_CHANNELS } from './constants.js'

/** What the store needs of a channel: when it expires and how many bytes it holds. */
export type StoredChannel = { expiresAt: number; bytes: number }

/**
 * The relay's open channels, bounded in count and in bytes, and counted by holder (the client that opened them). When
 * a new channel does not fit, the holder with the most bytes loses its oldest channel, not the relay's oldest: a
 * client that floods channels drops its own, never another client's pending sign-in.
 */
export function createChannelStore<Channel extends StoredChannel>(options: {
  maxBytes: number
  maxChannels?: number
  now: () => number
}) {
  const maxChannels = options.maxChannels ?? MAX_CHANNELS
  const channels = new Map<string, { channel: Channel; holder: string }>()
  /** Per holder: the bytes it holds, and its channels' tokens oldest first (a Set keeps insertion order). */
  const holders = new Map<string, { bytes: number; tokens: Set<string> }>()
  let heldBytes = 0

  const drop = (token: string) => {
    const entry = channels.get(token)
    if (!entry) return
    channels.delete(token)
    heldBytes -= entry.channel.bytes
    const holder = holders.get(entry.holder)
    if (!holder) return
    holder.bytes -= entry.channel.bytes
    holder.tokens.delete(token)
    if (holder.tokens.size === 0) holders.delete(entry.holder)
  }

  /** The holder with the most bytes (ties: the most channels). */
  const largestHolder = () => {
    let largest: { bytes: number; tokens: Set<string> } | undefined
    for (const holder of holders.values())
      if (
        !largest ||
        holder.bytes > largest.bytes ||
        (holder.bytes === largest.bytes && holder.tokens.size > largest.tokens.size)
      )
        largest = holder
    return largest
  }

  /** Drops expired channels, then the largest holder's oldest until `incoming` more bytes and one more channel fit. */
  const makeRoom = (incoming: number) => {
    const at = options.now()
    for (const [token, { channel }] of channels) if (channel.expiresAt <= at) drop(token)
    while (channels.size > 0 && (channels.size >= maxChannels || heldBytes + incoming > options.maxBytes)) {
      const oldest = largestHolder()?.tokens.values().next().value
      if (oldest === undefined) break
      drop(oldest)
    }
  }

  return {
    /** The open channel of `token`; an expired one is dropped. */
    get(token: string): Channel | undefined {
      const entry = channels.get(token)
      if (entry && entry.channel.expiresAt > options.now()) return entry.channel
      drop(token)
      return undefined
    },
    /** Stores a new channel of `holder`, after making room for it. */
    add(token: string, holder: string, channel: Channel) {
      makeRoom(channel.bytes)
      channels.set(token, { channel, holder })
      const held = holders.get(holder) ?? { bytes: 0, tokens: new Set<string>() }
      held.bytes += channel.bytes
      held.tokens.add(token)
      holders.set(holder, held)
      heldBytes += channel.bytes
    },
    /** Counts `bytes` more held by an open channel (its signed message). */
    grow(token: string, bytes: number) {
      const entry = channels.get(token)
      if (!entry) return
      entry.channel.bytes += bytes
      heldBytes += bytes
      const holder = holders.get(entry.holder)
      if (holder) holder.bytes += bytes
    },
  }
}
