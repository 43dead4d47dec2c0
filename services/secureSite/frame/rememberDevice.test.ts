import { describe, expect, it } from 'vitest'
import { createMemoryShareStore, type DeviceShareStore } from './deviceShareStore.js'
import { createRememberDevice, type OpenShareStore, openDeviceShares } from './rememberDevice.js'
import type { StorageAccessApi } from './storageAccess.js'

// Two IndexedDBs stand for the browser's: the partitioned one a third-party frame gets, and the secure origin's own.
const partitionedDb = { name: 'partitioned' } as unknown as IDBFactory
const ownDb = { name: 'own' } as unknown as IDBFactory

function browser(options: { partitioned: boolean; hasAccess?: boolean; grants: boolean[] }) {
  const stores = new Map<IDBFactory, DeviceShareStore>([
    [partitionedDb, createMemoryShareStore()],
    [ownDb, createMemoryShareStore()],
  ])
  const requests: string[] = []
  const access: StorageAccessApi = {
    has: async () => options.hasAccess ?? false,
    request: async () => {
      const granted = options.grants.shift() ?? false
      requests.push(granted ? 'granted' : 'refused')
      if (!granted) throw new DOMException('requestStorageAccess not allowed', 'NotAllowedError')
      return ownDb
    },
  }
  const open: OpenShareStore = async (factory = partitionedDb) =>
    factory === partitionedDb && !options.partitioned ? undefined : stores.get(factory)
  return { access, open, requests, own: stores.get(ownDb) as DeviceShareStore }
}

const share = Uint8Array.of(1, 2, 3)

describe('the Storage Access step of the secure frame', () => {
  it('without access and without storage, keeps the device share in memory, warns, and offers the step', async () => {
    const { access, open, requests } = browser({ partitioned: false, grants: [] })
    const warnings: string[] = []
    const shares = await openDeviceShares({ access, open, warn: (text) => warnings.push(text) })
    expect(shares.kept()).toBe('memory')
    expect(warnings).toEqual([
      'the browser blocks storage for this frame: the device share is kept in memory and lost when the page closes',
    ])
    // The silent request at start (a grant from an earlier visit) was refused: nothing was granted without a click.
    expect(requests).toEqual(['refused'])
    expect(createRememberDevice({ access, shares, open, warn: () => {} }).offered()).toBe(true)
  })

  it('granted on the click, moves the share from memory into the secure origin’s own storage and keeps it there', async () => {
    const { access, open, own } = browser({ partitioned: false, grants: [false, true] })
    const shares = await openDeviceShares({ access, open, warn: () => {} })
    await shares.set('user-1', share)
    const remember = createRememberDevice({ access, shares, open, warn: () => {} })
    expect(await remember.remember()).toBe('remembered')
    expect(shares.kept()).toBe('unpartitioned')
    expect(await own.get('user-1')).toEqual(share)
    expect(remember.offered()).toBe(false)
    // Shares written after the grant go to the lasting storage too.
    await shares.set('user-2', Uint8Array.of(9))
    expect(await own.get('user-2')).toEqual(Uint8Array.of(9))
  })

  it('refused on the click, keeps today’s fallback: the share stays in memory and signing can still read it', async () => {
    const { access, open, own } = browser({ partitioned: false, grants: [false, false] })
    const shares = await openDeviceShares({ access, open, warn: () => {} })
    await shares.set('user-1', share)
    const remember = createRememberDevice({ access, shares, open, warn: () => {} })
    expect(await remember.remember()).toBe('refused')
    expect(shares.kept()).toBe('memory')
    expect(await shares.get('user-1')).toEqual(share)
    expect(await own.get('user-1')).toBeUndefined()
    expect(remember.offered()).toBe(true)
  })

  it('with partitioned storage, keeps the share there and still offers the step, which moves it on a grant', async () => {
    const { access, open, own } = browser({ partitioned: true, grants: [false, true] })
    const shares = await openDeviceShares({ access, open, warn: () => {} })
    expect(shares.kept()).toBe('partitioned')
    await shares.set('user-1', share)
    expect(await createRememberDevice({ access, shares, open, warn: () => {} }).remember()).toBe('remembered')
    expect(await own.get('user-1')).toEqual(share)
  })

  it('with a grant from an earlier visit, opens the secure origin’s own storage at start without a click', async () => {
    const { access, open, own } = browser({ partitioned: false, grants: [true] })
    await own.set('user-1', share)
    const shares = await openDeviceShares({ access, open, warn: () => {} })
    expect(shares.kept()).toBe('unpartitioned')
    expect(await shares.get('user-1')).toEqual(share)
    expect(createRememberDevice({ access, shares, open, warn: () => {} }).offered()).toBe(false)
  })

  it('with access already, and in a browser without the API, asks nothing and offers nothing', async () => {
    const withAccess = browser({ partitioned: true, hasAccess: true, grants: [] })
    const shares = await openDeviceShares({ ...withAccess, warn: () => {} })
    expect(withAccess.requests).toEqual([])
    expect(createRememberDevice({ ...withAccess, shares, warn: () => {} }).offered()).toBe(false)

    const { open } = browser({ partitioned: false, grants: [] })
    const noApi = await openDeviceShares({ access: undefined, open, warn: () => {} })
    expect(noApi.kept()).toBe('memory')
    const remember = createRememberDevice({ access: undefined, shares: noApi, open, warn: () => {} })
    expect(remember.offered()).toBe(false)
    expect(await remember.remember()).toBe('refused')
  })
})
