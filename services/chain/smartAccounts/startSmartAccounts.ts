import type { SmartAccountNetwork } from '../../../plugins/embedded-wallet/protocol/smartAccounts.js'
import { deploySmartAccountContracts } from './deploySmartAccountContracts.js'
import type { SmartAccountsWorkspace } from './smartAccountsWorkspace.js'
import { startBundler } from './startBundler.js'

export type SmartAccountsInstance = { network: SmartAccountNetwork; stop(): Promise<void> }

/** Deploys the ERC-4337 contracts on one local chain and runs its bundler on `bundlerPort`. */
export async function startSmartAccounts(options: {
  workspace: SmartAccountsWorkspace
  chainId: number
  rpcUrl: string
  bundlerPort: number
}): Promise<SmartAccountsInstance> {
  const contracts = await deploySmartAccountContracts({
    rpcUrl: options.rpcUrl,
    entryPointArtifact: options.workspace.entryPointArtifact,
  })
  const bundler = await startBundler({
    altoCli: options.workspace.altoCli,
    rpcUrl: options.rpcUrl,
    entryPoints: [contracts.entryPoint07],
    port: options.bundlerPort,
  })
  return {
    network: {
      chainId: options.chainId,
      rpcUrl: options.rpcUrl,
      bundlerUrl: bundler.url,
      entryPoint: contracts.entryPoint07,
      accountFactory: contracts.accountFactory,
    },
    stop: bundler.stop,
  }
}
