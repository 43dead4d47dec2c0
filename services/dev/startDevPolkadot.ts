import type { DevPolkadotInfo } from '../../plugins/polkadot/protocol/devPolkadotInfo.js'
import { LOCAL_POLKADOT_SS58_PREFIX } from '../../plugins/polkadot/protocol/localPolkadotChain.js'
import { loadProject } from '../api/loadProject.js'
import type { PolkadotChainWorkspace } from '../chain/polkadot/polkadotChainWorkspace.js'
import {
  type LocalPolkadotChainInstance,
  startLocalPolkadotChain,
} from '../chain/polkadot/startLocalPolkadotChain.js'
import type { Database } from '../db/database.js'
import { releaseBrowserBlockedPort, reserveBrowserBlockedPort } from './browserBlockedPort.js'
import { type ChainGuard, startChainGuard } from './chainGuard.js'
import { DEV_PROJECT_ID, PORT_OFFSETS } from './devDefaults.js'
import { originOnList } from './guardedChains.js'
import type { DevCleanups } from './startDevChains.js'

/**
 * What a browser page may send the chain (over HTTP: the guard refuses a page's websocket): what @polkadot/api reads
 * to build and send a transfer. Never dev_* (storage, time, blocks) nor the node's other admin methods.
 */
const PAGE_METHODS = new Set([
  'chain_getBlockHash',
  'chain_getHeader',
  'chain_getBlock',
  'chain_getFinalizedHead',
  'state_getMetadata',
  'state_getRuntimeVersion',
  'state_call',
  'state_getStorage',
  'state_queryStorageAt',
  'system_chain',
  'system_name',
  'system_version',
  'system_properties',
  'system_chainType',
  'system_accountNextIndex',
  'rpc_methods',
  'author_submitExtrinsic',
  'payment_queryInfo',
  'payment_queryFeeDetails',
])

/**
 * Starts the local Polkadot chain (Chopsticks, optional workspace) at once, on a private browser-blocked port, in
 * parallel with the other steps; `guarded(database)` then puts a chain guard on port base + 551 (browsers: the dev
 * project's origins, PAGE_METHODS) and answers dev.json's field. Null without the workspace or when it failed: the
 * stack runs without it and says why.
 */
export function startDevPolkadot(
  workspace: PolkadotChainWorkspace | undefined,
  portBase: number,
  cleanups: DevCleanups,
): { guarded(database: Database): Promise<DevPolkadotInfo | null> } {
  let port: number | undefined
  const starting: Promise<LocalPolkadotChainInstance | undefined> = workspace
    ? reserveBrowserBlockedPort().then(async (reserved) => {
        port = reserved
        if (reserved === undefined) throw new Error('no browser-blocked port is free for it')
        return startLocalPolkadotChain({ workspace, port: reserved })
      })
    : Promise.resolve(undefined)
  let guard: ChainGuard | undefined
  cleanups.push(async () => {
    const chain = await starting.catch(() => undefined)
    await guard?.close()
    await chain?.stop()
    if (port !== undefined) releaseBrowserBlockedPort(port)
  })
  return {
    async guarded(database) {
      const chain = await starting.catch((error: unknown) => {
        console.warn(`appkit dev runs without the Polkadot chain: ${(error as Error).message}`)
        return undefined
      })
      if (!chain) return null
      guard = await startChainGuard({
        name: 'polkadot chain',
        port: portBase + PORT_OFFSETS.polkadotChain,
        targetPort: chain.port,
        allowOrigin: originOnList(async () => (await loadProject(database, DEV_PROJECT_ID))?.origins ?? []),
        allowMethod: (method) => PAGE_METHODS.has(method),
        served: 'reads and author_submitExtrinsic over HTTP; dev_* need a script',
      })
      return {
        chainId: chain.caip2,
        genesisHash: chain.genesisHash,
        rpcUrl: guard.url,
        wsUrl: guard.url.replace(/^http/, 'ws'),
        ss58Prefix: LOCAL_POLKADOT_SS58_PREFIX,
        accounts: [...chain.accounts],
      }
    },
  }
}
