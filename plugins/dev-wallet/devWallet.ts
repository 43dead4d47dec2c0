import type { AppKitConfig, Network } from 'walletdock/plugin'
import {
  CHAIN_NAMESPACES,
  definePlugin,
  isLoopbackUrl,
  type Plugin,
  pageHandshake,
  randomId,
} from 'walletdock/plugin'
import type { DevWalletOptions } from './devWalletOptions.js'
import { lazyDevProvider } from './lazyDevProvider.js'

export const DEV_WALLET_RDNS = 'dev.appkit.devwallet'
const NAME = 'Dev Wallet'
const ICON: `data:image/${string}` =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" rx="10" fill="%23334155"/%3E%3Ctext x="20" y="26" font-family="sans-serif" font-size="15" font-weight="700" fill="white" text-anchor="middle"%3EDEV%3C/text%3E%3C/svg%3E'

/**
 * The RPC URLs of the config's networks in the dev wallet's namespaces (the built-in ones: eip155, solana, bip122,
 * polkadot) that are not on this machine, and whether it runs: it needs one such network and all of them local.
 */
function localCheck(config: Pick<AppKitConfig, 'networks'>) {
  const ours = config.networks.filter((network) =>
    (CHAIN_NAMESPACES as readonly string[]).includes(network.chainNamespace),
  )
  const remote = ours.flatMap((network) => network.rpcUrls.default.http).filter((url) => !isLoopbackUrl(url))
  return { remote, local: ours.length > 0 && remote.length === 0 }
}

/** Announces the EVM side through EIP-6963 (and again to each request); returns a function that stops. */
function announceEvmSide(networks: Network[]): () => void {
  const detail = Object.freeze({
    info: { uuid: randomId(), name: NAME, icon: ICON, rdns: DEV_WALLET_RDNS },
    provider: lazyDevProvider(networks),
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  return pageHandshake('eip6963:requestProvider', announce, 'eip6963:announceProvider', detail)
}

/**
 * For local chains only (`appkit dev`): lists the node's dev accounts as a wallet, announced through
 * EIP-6963 from the instance's creation (attach) so the evm plugin shows and connects it like an
 * extension. The node signs with its unlocked accounts. With `solana`, `bitcoin` or `polkadot`, the same "Dev
 * Wallet" also holds the local chain's dev accounts for that plugin: registered through the Wallet Standard
 * (Solana, Bitcoin) or injected at `window.injectedWeb3` (Polkadot) by one chunk (devWalletSides.ts) that loads at
 * creation. With a Wallet Standard side the EIP-6963 announcement follows its registration (or its failure), so
 * the modal lists one Dev Wallet holding every side from the start, never an EVM-only one first; otherwise it is
 * made in attach. Refuses to load (setup fails with DevWalletNotLocalError, nothing is announced) when any
 * eip155, solana, polkadot or bip122 network has a non-local RPC URL.
 */
export function devWallet(options: DevWalletOptions = {}): Plugin<undefined> {
  return definePlugin({
    name: 'dev-wallet',
    attach({ config }) {
      if (!localCheck(config).local || typeof window === 'undefined') return
      const of = (namespace: string) =>
        config.networks.filter((network) => network.chainNamespace === namespace)
      const stops: (() => void)[] = []
      let stopped = false
      const announceEvm = () => {
        if (!stopped && of('eip155').length > 0) stops.push(announceEvmSide(of('eip155')))
      }
      const has = (side: 'solana' | 'bitcoin' | 'polkadot', namespace: string) =>
        (options[side]?.accounts.length ?? 0) > 0 && of(namespace).length > 0
      // The Wallet Standard sides come before the EVM announcement (one Dev Wallet from the start); Polkadot's does not.
      const standard = has('solana', 'solana') || has('bitcoin', 'bip122')
      if (standard || has('polkadot', 'polkadot'))
        import('./devWalletSides.js')
          .then((module) => {
            if (!stopped) stops.push(module.registerDevWalletSides(NAME, ICON, config.networks, options))
          })
          .catch((error: unknown) =>
            console.error('[appkit] the dev wallet could not load its non-EVM sides', error),
          )
          .then(() => standard && announceEvm())
      if (!standard) announceEvm()
      return () => {
        stopped = true
        for (const stop of stops) stop()
      }
    },
    async setup(ctx) {
      const { local, remote } = localCheck(ctx.config)
      if (!local)
        throw await import('./devWalletNotLocalError.js').then(
          (module) => new module.DevWalletNotLocalError(remote),
        )
    },
  })
}
