import {
  createKeptShareStore,
  createMemoryShareStore,
  type DeviceShareStore,
  type KeptShareStore,
} from './deviceShareStore.js'
import type { StorageAccessApi } from './storageAccess.js'

/** Opens the device-share store in one IndexedDB, or answers undefined when this frame may not use it. */
export type OpenShareStore = (factory?: IDBFactory) => Promise<DeviceShareStore | undefined>

export type RememberOutcome = 'remembered' | 'refused'

/**
 * The device shares at start: the secure origin's own storage when the frame has it (or the browser granted it on
 * an earlier visit), else the storage the browser gives this third-party frame, else memory (with a warning).
 */
export async function openDeviceShares(parameters: {
  access: StorageAccessApi | undefined
  open: OpenShareStore
  warn(message: string): void
}): Promise<KeptShareStore> {
  const { access, open, warn } = parameters
  if (!access) {
    const store = await open()
    if (store) return createKeptShareStore(store, 'unpartitioned')
  } else if (await access.has().catch(() => false)) {
    const store = await open()
    if (store) return createKeptShareStore(store, 'unpartitioned')
  } else {
    // A grant from an earlier visit is given again without a click; without one this is refused at once.
    const granted = await access.request().catch(() => undefined)
    const lasting = granted && (await open(granted))
    if (lasting) return createKeptShareStore(lasting, 'unpartitioned')
    const partitioned = await open()
    if (partitioned) return createKeptShareStore(partitioned, 'partitioned')
  }
  warn(
    'the browser blocks storage for this frame: the device share is kept in memory and lost when the page closes',
  )
  return createKeptShareStore(createMemoryShareStore(), 'memory')
}

/** The Storage Access step: offered while shares are not in the secure origin's own storage, taken on a click. */
export function createRememberDevice(parameters: {
  access: StorageAccessApi | undefined
  shares: KeptShareStore
  open: OpenShareStore
  warn(message: string): void
}) {
  const { access, shares, open, warn } = parameters
  return {
    offered: () => access !== undefined && shares.kept() !== 'unpartitioned',
    /** Call it inside the person's click in the frame: the browser asks for that user activation. */
    async remember(): Promise<RememberOutcome> {
      if (!access) return 'refused'
      const granted = await access.request().catch((error: unknown) => {
        warn(`the browser refused storage access: ${error instanceof Error ? error.message : String(error)}`)
        return undefined
      })
      const store = granted && (await open(granted))
      if (!store) return 'refused'
      await shares.keepIn(store)
      return 'remembered'
    },
  }
}
export type RememberDevice = ReturnType<typeof createRememberDevice>
