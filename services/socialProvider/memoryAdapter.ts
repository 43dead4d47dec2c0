import type { Adapter, AdapterPayload } from 'oidc-provider'

type Entry = { payload: AdapterPayload; expiresAt: number }

/** The stand-in provider's store: in memory, as the dev stack's provider lives as long as the process. */
export function memoryAdapterFactory(now: () => number = Date.now): new (model: string) => Adapter {
  const entries = new Map<string, Entry>()
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`
    }
    private live(key: string): AdapterPayload | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        entries.delete(key)
        return undefined
      }
      return entry.payload
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      // Expired entries are dropped as they are met, and the oldest when the store grows past its cap.
      if (entries.size >= 10_000) entries.delete(entries.keys().next().value ?? '')
      entries.set(this.key(id), { payload, expiresAt: now() + expiresIn * 1000 })
    }
    async find(id: string) {
      return this.live(this.key(id))
    }
    async findByUserCode(userCode: string) {
      for (const [key, entry] of entries)
        if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return this.live(key)
      return undefined
    }
    async findByUid(uid: string) {
      for (const [key, entry] of entries)
        if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return this.live(key)
      return undefined
    }
    async consume(id: string) {
      const payload = this.live(this.key(id))
      if (payload) payload.consumed = Math.floor(now() / 1000)
    }
    async destroy(id: string) {
      entries.delete(this.key(id))
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key)
    }
  }
}
