import { fromBase64url, toBase64url } from '../custody/base64url.js'

/** Where the frame keeps a user's device share. */
export type DeviceShareStore = {
  get(userId: string): Promise<Uint8Array | undefined>
  set(userId: string, share: Uint8Array): Promise<void>
}

const DB_NAME = 'walletdock-secure-site'
const STORE = 'custody'
const WRAP_KEY = 'wrap-key'

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })

/**
 * The device share in the secure origin's IndexedDB, sealed with an AES-GCM key that is generated
 * non-extractable for each record and kept with it: script can use it, but nothing can read its bytes.
 */
function createIndexedDbShareStore(factory: IDBFactory = indexedDB): DeviceShareStore {
  let opening: Promise<IDBDatabase> | undefined
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(DB_NAME, 1)
      req.onupgradeneeded = () => req.result.createObjectStore(STORE)
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    return opening
  }
  const read = async <T>(key: string) => {
    const db = await open()
    return request(db.transaction(STORE).objectStore(STORE).get(key)) as Promise<T | undefined>
  }
  const write = async (key: string, value: unknown) => {
    const db = await open()
    await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(value, key))
  }
  /** The key records sealed before keys were per record (one key for the whole database); never made anew. */
  const legacyWrapKey = () => read<CryptoKey>(WRAP_KEY)
  type Sealed = { iv: string; data: string; key?: CryptoKey }
  return {
    async get(userId) {
      const sealed = await read<Sealed>(`device-share:${userId}`)
      if (!sealed) return undefined
      const key = sealed.key ?? (await legacyWrapKey())
      if (!key) return undefined
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64url(sealed.iv) },
        key,
        fromBase64url(sealed.data),
      )
      return new Uint8Array(plain)
    },
    /**
     * Seals the share under a key made for this record (non-extractable) and replaces the record, key included: a new
     * share (sign-up, recovery, the rotation at sign-out) never sits under the key of the share it replaces.
     */
    async set(userId, share) {
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(share))
      const record: Sealed = { iv: toBase64url(iv), data: toBase64url(new Uint8Array(data)), key }
      await write(`device-share:${userId}`, record)
    },
  }
}

/** Where device shares live: the secure origin's own storage, a copy partitioned by the host site, or memory. */
export type ShareKeeping = 'unpartitioned' | 'partitioned' | 'memory'

/** The frame's device shares, and the step that moves them to the secure origin's own storage. */
export type KeptShareStore = DeviceShareStore & {
  kept(): ShareKeeping
  /** Copies the shares this page has used into `target` (unpartitioned storage) and keeps every share there from now on. */
  keepIn(target: DeviceShareStore): Promise<void>
}

/** Wraps the store the frame started with, so the Storage Access step can move it. */
export function createKeptShareStore(initial: DeviceShareStore, keeping: ShareKeeping): KeptShareStore {
  let current = initial
  let where = keeping
  const used = new Set<string>()
  return {
    kept: () => where,
    get(userId) {
      used.add(userId)
      return current.get(userId)
    },
    set(userId, share) {
      used.add(userId)
      return current.set(userId, share)
    },
    async keepIn(target) {
      for (const userId of used) {
        const share = await current.get(userId)
        if (share) await target.set(userId, share)
      }
      current = target
      where = 'unpartitioned'
    },
  }
}

/** Whether this frame can open IndexedDB from `factory` (a third-party frame may be refused). */
function indexedDbUsable(factory: IDBFactory = indexedDB): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    try {
      const probe = factory.open(DB_NAME, 1)
      probe.onupgradeneeded = () => probe.result.createObjectStore(STORE)
      probe.onsuccess = () => {
        probe.result.close()
        resolve(true)
      }
      probe.onerror = () => resolve(false)
    } catch {
      resolve(false)
    }
  })
}

/** A share store in memory: it lasts as long as the frame's page. */
export function createMemoryShareStore(): DeviceShareStore {
  const shares = new Map<string, Uint8Array>()
  return {
    get: async (userId) => {
      const share = shares.get(userId)
      return share ? new Uint8Array(share) : undefined
    },
    set: async (userId, share) => {
      shares.set(userId, new Uint8Array(share))
    },
  }
}

/** The device-share store in `factory`'s IndexedDB, or undefined when this frame may not use it. */
export async function openIndexedDbShareStore(
  factory: IDBFactory = indexedDB,
): Promise<DeviceShareStore | undefined> {
  return (await indexedDbUsable(factory)) ? createIndexedDbShareStore(factory) : undefined
}
