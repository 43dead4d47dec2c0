import { createRequire } from 'node:module'
import { loadProject } from '../api/loadProject.js'
import { startLocalBitcoin } from '../chain/bitcoin/startLocalBitcoin.js'
import type { Database } from '../db/database.js'
import { DEV_PROJECT_ID, PORT_OFFSETS } from './devDefaults.js'
import type { DevStackInfo } from './devStackInfo.js'
import { originOnList } from './guardedChains.js'

/**
 * The local Bitcoin chain's step of `appkit dev`, started alongside the other chains: bcoin regtest in memory (its
 * HTTP/RPC on base + 549), the esplora API (base + 550, pages from the dev project's origins only) and the funded dev
 * keys. Its cleanup is in `cleanups` at once: a stack closed while it starts waits for it, then stops it.
 */
export function startDevBitcoin(
  parameters: { chainHost: string; portBase: number; database: Promise<{ database: Database }> },
  cleanups: (() => Promise<void>)[],
): Promise<NonNullable<DevStackInfo['bitcoin']>> {
  const starting = startLocalBitcoin({
    host: parameters.chainHost,
    nodePort: parameters.portBase + PORT_OFFSETS.bitcoinNode,
    esploraPort: parameters.portBase + PORT_OFFSETS.bitcoinEsplora,
    allowOrigin: originOnList(async () => {
      const project = await loadProject((await parameters.database).database, DEV_PROJECT_ID)
      return project?.origins ?? []
    }),
  })
  cleanups.push(async () => (await starting.catch(() => undefined))?.close())
  const described = starting.then((bitcoin) => ({
    chainId: bitcoin.caip2,
    esploraUrl: bitcoin.esploraUrl,
    nodeUrl: bitcoin.nodeUrl,
    nodeApiKey: bitcoin.nodeApiKey,
    accounts: bitcoin.accounts,
  }))
  described.catch(() => undefined) // awaited by the stack, where a failure rejects the start
  return described
}

/**
 * Whether bcoin can be loaded here. It is not a dependency of walletdock-services (its LevelDB dependency would build
 * native code in every app that installs the services): this repo has it as a dev dependency, and an app adds it to
 * run the local Bitcoin chain (docs/plugins/bitcoin.md).
 */
export function bcoinInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('bcoin')
    return true
  } catch {
    return false
  }
}
