import { isOriginAllowed } from '../../kernel/rules/originPattern.js'
import { isRpcMethodAllowed } from '../api/rpcMethodAllowlist.js'
import type { ChainConfig } from '../blockchain/chainConfig.js'
import { freePort } from '../chain/freePort.js'
import type { SmartAccountsWorkspace } from '../chain/smartAccounts/smartAccountsWorkspace.js'
import { type SmartAccountsInstance, startSmartAccounts } from '../chain/smartAccounts/startSmartAccounts.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import { releaseBrowserBlockedPort, reserveBrowserBlockedPort } from './browserBlockedPort.js'
import { startChainGuard } from './chainGuard.js'

/**
 * What the dev wallet (plugins/dev-wallet) asks the node itself, besides the RPC host's reads and broadcasts: anvil's
 * unlocked dev accounts sign for it. Their keys are anvil's public mnemonic, so this gives a page nothing that
 * eth_sendRawTransaction does not; anvil_*, evm_*, hardhat_*, debug_* (a balance, code, an impersonation) stay refused.
 */
const DEV_WALLET_METHODS = new Set([
  'eth_accounts',
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
])
/** Log filters, which viem's watchers use over HTTP: reads too. */
const FILTER_METHODS = new Set([
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_uninstallFilter',
])

/** The methods a browser page may send a dev chain's port. */
const isBrowserChainMethod = (method: string) =>
  isRpcMethodAllowed('eip155', method) || DEV_WALLET_METHODS.has(method) || FILTER_METHODS.has(method)

/** Whether `origin` is on a list of allowed origins read when asked (the dev project's, from the database). */
export const originOnList =
  (origins: () => Promise<readonly string[]>) =>
  async (origin: string): Promise<boolean> =>
    isOriginAllowed(origin, await origins())

/**
 * Anvil on a private loopback port that browsers never connect to (a Fetch "bad port"; anvil checks no Host itself, so
 * a DNS-rebinding page must not reach it); tried on the next one when another process took it first. With every one
 * taken, an ordinary free port, and a warning that a rebinding page could reach it.
 */
async function startPrivateAnvil(chainId: number): Promise<AnvilInstance> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await reserveBrowserBlockedPort()
    if (port === undefined) break
    try {
      const anvil = await startAnvil({ host: '127.0.0.1', port, chainId, noCors: true })
      return { ...anvil, stop: () => anvil.stop().finally(() => releaseBrowserBlockedPort(port)) }
    } catch {
      // Taken between the check and anvil's bind (another stack): the reservation stays, the next port is tried.
    }
  }
  const port = await freePort()
  console.warn(
    `chain ${chainId}: no browser-blocked port is free, so anvil's private port ${port} is one a DNS-rebinding page could reach`,
  )
  return startAnvil({ host: '127.0.0.1', port, chainId, noCors: true })
}

/**
 * Anvil on a private loopback port without CORS, behind a chain guard on `port` (services/dev/chainGuard.ts): the
 * public URL checks Host, the browser's Origin (`allowOrigin`) and its methods; tools still reach anvil_* there.
 */
export async function startGuardedAnvil(options: {
  port: number
  chainId: number
  allowOrigin(origin: string): Promise<boolean>
}): Promise<AnvilInstance & { privatePort: number }> {
  const anvil = await startPrivateAnvil(options.chainId)
  try {
    const guard = await startChainGuard({
      name: `chain ${options.chainId}`,
      port: options.port,
      targetPort: anvil.port,
      allowOrigin: options.allowOrigin,
      allowMethod: isBrowserChainMethod,
      served:
        "reads, broadcasts, filters and the dev wallet's signing; anvil_*, evm_* and debug_* need a script",
    })
    return {
      rpcUrl: guard.url,
      chainId: anvil.chainId,
      port: options.port,
      privatePort: anvil.port,
      stop: async () => {
        await guard.close()
        await anvil.stop()
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}

/**
 * The bundler on a private port behind a chain guard on `port`: browsers only from `allowOrigin` (the secure site's
 * origin, whose frame sends user operations), only eth_* and pimlico_* methods (never debug_bundler_*).
 */
export async function startGuardedSmartAccounts(options: {
  workspace: SmartAccountsWorkspace
  chain: ChainConfig
  port: number
  allowOrigin(origin: string): boolean
}): Promise<SmartAccountsInstance> {
  const instance = await startSmartAccounts({
    workspace: options.workspace,
    chainId: options.chain.chainId,
    rpcUrl: options.chain.rpcUrl,
    bundlerPort: await freePort(),
  })
  try {
    const targetPort = Number(new URL(instance.network.bundlerUrl).port)
    const guard = await startChainGuard({
      name: 'bundler',
      port: options.port,
      targetPort,
      allowOrigin: options.allowOrigin,
      allowMethod: (method) => /^(eth|pimlico)_[A-Za-z]+$/.test(method),
      served: 'eth_* and pimlico_* only',
    })
    return {
      network: { ...instance.network, bundlerUrl: guard.url },
      stop: async () => {
        await guard.close()
        await instance.stop()
      },
    }
  } catch (error) {
    await instance.stop()
    throw error
  }
}
