import * as z from 'zod/mini'

const KEY = '@walletdock-secure-site/session'
const DEVICE_KEY = '@walletdock-secure-site/device-id'
const CHAIN_KEY = '@walletdock-secure-site/chain-id'

const sessionSchema = z.object({
  token: z.string(),
  sessionId: z.string(),
  userId: z.string(),
  /** null for a social login without an email. */
  email: z.nullable(z.string()),
})
export type FrameSession = z.infer<typeof sessionSchema>

/** The frame's own storage (the secure origin's localStorage): session, device id and chain. Corrupt values are dropped. */
export function createFrameSessionStore(storage: Storage = localStorage) {
  const readJson = (key: string): unknown => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null')
    } catch {
      storage.removeItem(key)
      return null
    }
  }
  return {
    session(): FrameSession | undefined {
      const parsed = sessionSchema.safeParse(readJson(KEY))
      return parsed.success ? parsed.data : undefined
    },
    setSession(session: FrameSession | undefined) {
      if (session) storage.setItem(KEY, JSON.stringify(session))
      else storage.removeItem(KEY)
    },
    deviceId(): string {
      const existing = storage.getItem(DEVICE_KEY)
      if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing
      const created = crypto.randomUUID()
      storage.setItem(DEVICE_KEY, created)
      return created
    },
    /** A device id whose share is lost: the next sign-in makes a new one, which the services verify as a new device. */
    forgetDeviceId() {
      storage.removeItem(DEVICE_KEY)
    },
    chainId(): number | undefined {
      const value = Number(storage.getItem(CHAIN_KEY))
      return Number.isInteger(value) && value > 0 ? value : undefined
    },
    setChainId(chainId: number) {
      storage.setItem(CHAIN_KEY, String(chainId))
    },
  }
}
export type FrameSessionStore = ReturnType<typeof createFrameSessionStore>

/** The secure origin's localStorage when the browser allows it in this third-party frame, else a store in memory. */
export function openFrameStorage(warn: (message: string) => void): Storage {
  try {
    localStorage.getItem('probe')
    return localStorage
  } catch {
    warn(
      'the browser blocks storage for this frame: the session is kept in memory and lost when the page closes',
    )
    const values = new Map<string, string>()
    return {
      get length() {
        return values.size
      },
      clear: () => values.clear(),
      getItem: (key) => values.get(key) ?? null,
      key: (index) => [...values.keys()][index] ?? null,
      removeItem: (key) => {
        values.delete(key)
      },
      setItem: (key, value) => {
        values.set(key, String(value))
      },
    }
  }
}
