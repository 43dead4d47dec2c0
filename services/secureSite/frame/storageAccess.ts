/** The browser's Storage Access API as the frame uses it (tests inject their own). */
export type StorageAccessApi = {
  /** Whether this frame already reaches the secure origin's own (unpartitioned) storage. */
  has(): Promise<boolean>
  /**
   * Asks for it: inside a person's click, or without one when the browser granted it on an earlier visit.
   * Resolves with the unpartitioned IndexedDB; rejects when the browser refuses.
   */
  request(): Promise<IDBFactory>
}

/** Chromium 125+ answers a handle with the unpartitioned IndexedDB; other browsers grant it to the document itself. */
type StorageAccessDocument = Document & {
  requestStorageAccess?: (types?: { indexedDB: boolean }) => Promise<{ indexedDB?: IDBFactory } | undefined>
  hasStorageAccess?: () => Promise<boolean>
}

/** The API of this browser, or undefined where it has none (storage then stays as the browser gives it). */
export function browserStorageAccess(document: Document): StorageAccessApi | undefined {
  const doc = document as StorageAccessDocument
  const has = doc.hasStorageAccess
  const request = doc.requestStorageAccess
  if (typeof has !== 'function' || typeof request !== 'function') return undefined
  return {
    has: () => has.call(doc),
    async request() {
      const handle = await request.call(doc, { indexedDB: true })
      return handle?.indexedDB ?? indexedDB
    },
  }
}
