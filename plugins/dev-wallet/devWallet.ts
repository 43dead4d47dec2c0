import { BaseError } from 'walletdock/errors'
import type { AppKitConfig } from 'walletdock/plugin'
import { definePlugin, type Plugin, randomId } from 'walletdock/plugin'
import { createDevProvider } from './createDevProvider.js'
import { isLoopbackUrl } from './isLoopbackUrl.js'

export const DEV_WALLET_RDNS = 'dev.appkit.devwallet'
const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" rx="10" fill="%23334155"/%3E%3Ctext x="20" y="26" font-family="sans-serif" font-size="15" font-weight="700" fill="white" text-anchor="middle"%3EDEV%3C/text%3E%3C/svg%3E'

export class DevWalletNotLocalError extends BaseError {
  override name = 'DevWalletNotLocalError' as const
  constructor(urls: string[]) {
    super('The dev wallet runs only against local chains', {
      metaMessages: [`Not local: ${urls.join(', ')}`],
      details: 'Remove devWallet() from the plugins of a config whose eip155 networks use remote RPC URLs.',
    })
  }
}

/** The config's eip155 networks, and those of their RPC URLs that are not on this machine. */
function localNetworks(config: Pick<AppKitConfig, 'networks'>) {
  const networks = config.networks.filter((network) => network.chainNamespace === 'eip155')
  const remote = networks
    .flatMap((network) => network.rpcUrls.default.http)
    .filter((url) => !isLoopbackUrl(url))
  return { networks, remote, local: networks.length > 0 && remote.length === 0 }
}

/**
 * For local chains only (`appkit dev`): lists the node's dev accounts as a wallet, announced through
 * EIP-6963 from the instance's creation (attach) so the evm plugin shows and connects it like an
 * extension. The node signs with its unlocked accounts. Refuses to load (setup fails with
 * DevWalletNotLocalError, nothing is announced) when any eip155 network has a non-local RPC URL.
 */
export function devWallet(): Plugin<undefined> {
  return definePlugin({
    name: 'dev-wallet',
    attach(ctx) {
      const { networks, local } = localNetworks(ctx.config)
      if (!local || typeof window === 'undefined') return
      const detail = Object.freeze({
        info: { uuid: randomId(), name: 'Dev Wallet', icon: ICON, rdns: DEV_WALLET_RDNS },
        provider: createDevProvider(networks),
      })
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
      return () => window.removeEventListener('eip6963:requestProvider', announce)
    },
    setup(ctx) {
      const { local, remote } = localNetworks(ctx.config)
      if (!local) throw new DevWalletNotLocalError(remote)
    },
  })
}
