import type { AppKitConfig, Network } from 'walletdock/plugin'
import { definePlugin, isLoopbackUrl, type Plugin, pageHandshake, randomId } from 'walletdock/plugin'
import type { DevBitcoinAccount } from './createDevBitcoinWallet.js'
import type { DevSolanaAccount } from './createDevSolanaWallet.js'
import type { DevPolkadotAccount } from './devWalletOptions.js'
import type { DevWalletSides } from './devWalletSides.js'
import { lazyDevProvider } from './lazyDevProvider.js'

export const DEV_WALLET_RDNS = 'dev.appkit.devwallet'
const ICON: `data:image/${string}` =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" rx="10" fill="%23334155"/%3E%3Ctext x="20" y="26" font-family="sans-serif" font-size="15" font-weight="700" fill="white" text-anchor="middle"%3EDEV%3C/text%3E%3C/svg%3E'

/** The config's eip155, solana, polkadot and bip122 networks, and those of their RPC URLs that are not on this machine. */
function localNetworks(config: Pick<AppKitConfig, 'networks'>) {
  const networks = config.networks.filter((network) => network.chainNamespace === 'eip155')
  const solana = config.networks.filter((network) => network.chainNamespace === 'solana')
  const polkadot = config.networks.filter((network) => network.chainNamespace === 'polkadot')
  const bitcoin = config.networks.filter((network) => network.chainNamespace === 'bip122')
  const all = [...networks, ...solana, ...polkadot, ...bitcoin]
  const remote = all.flatMap((network) => network.rpcUrls.default.http).filter((url) => !isLoopbackUrl(url))
  return { networks, solana, polkadot, bitcoin, remote, local: all.length > 0 && remote.length === 0 }
}

/**
 * The Polkadot side: a polkadot-js-API extension at `window.injectedWeb3['dev-wallet']` (the polkadot plugin lists it
 * as "Dev Wallet"); its keyring loads when a page enables it. Returns its removal.
 */
function injectPolkadotSide(accounts: readonly DevPolkadotAccount[]): () => void {
  const page = window as unknown as { injectedWeb3?: Record<string, unknown> }
  page.injectedWeb3 ??= {}
  const entry = {
    version: '0.1.0',
    enable: () =>
      import('./devPolkadotExtension.js').then((module) => module.createDevPolkadotExtension(accounts)),
  }
  page.injectedWeb3['dev-wallet'] = entry
  return () => {
    if (page.injectedWeb3?.['dev-wallet'] === entry) delete page.injectedWeb3['dev-wallet']
  }
}

/** Announces the EVM side through EIP-6963 (and again to each request); returns a function that stops. */
function announceEvmSide(networks: Network[]): () => void {
  const detail = Object.freeze({
    info: { uuid: randomId(), name: 'Dev Wallet', icon: ICON, rdns: DEV_WALLET_RDNS },
    provider: lazyDevProvider(networks),
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  return pageHandshake('eip6963:requestProvider', announce, 'eip6963:announceProvider', detail)
}

/**
 * The Wallet Standard sides (Solana, Bitcoin), in their own chunk, loaded only for a config that gives their dev
 * accounts; once they are registered (or failed), `then` runs: the EVM side's announcement, so the modal lists one
 * Dev Wallet holding every side from the start, never an EVM-only one first. Returns their removal.
 */
function registerSides(sides: Omit<DevWalletSides, 'name' | 'icon'>, then: () => void): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  import('./devWalletSides.js')
    .then((module) => {
      if (!stopped) stop = module.registerDevWalletSides({ name: 'Dev Wallet', icon: ICON, ...sides })
    })
    .catch((error: unknown) =>
      console.error('[appkit] the dev wallet could not load its Solana or Bitcoin side', error),
    )
    .then(() => {
      if (!stopped) then()
    })
  return () => {
    stopped = true
    stop?.()
  }
}

export type DevWalletOptions = {
  /** The local Solana chain's dev accounts (`solana.accounts` of `.appkit/dev.json`): the dev wallet also registers a Wallet Standard wallet holding them. */
  solana?: { accounts: readonly DevSolanaAccount[] } | undefined
  /** The local Polkadot chain's dev accounts (`polkadot.accounts` of `.appkit/dev.json`): the dev wallet also injects a polkadot-js-API extension holding them. */
  polkadot?: { accounts: readonly DevPolkadotAccount[] } | undefined
  /** The local Bitcoin chain's dev keys (`bitcoin.accounts` of `.appkit/dev.json`): the dev wallet also registers a Wallet Standard bitcoin wallet holding them, for the config's loopback bip122 networks. */
  bitcoin?: { accounts: readonly DevBitcoinAccount[] } | undefined
}

/**
 * For local chains only (`appkit dev`): lists the node's dev accounts as a wallet, announced through
 * EIP-6963 from the instance's creation (attach) so the evm plugin shows and connects it like an
 * extension. The node signs with its unlocked accounts. With `solana` (or `bitcoin`), the same "Dev Wallet"
 * also registers through the Wallet Standard with the local chain's dev accounts, for the solana (or bitcoin)
 * plugin; that code loads at creation, and the EIP-6963 announcement follows its registration. Refuses to load (setup fails with DevWalletNotLocalError, nothing is announced) when any
 * eip155 or solana network has a non-local RPC URL.
 */
export function devWallet(options: DevWalletOptions = {}): Plugin<undefined> {
  const solanaAccounts = options.solana?.accounts ?? []
  const bitcoinAccounts = options.bitcoin?.accounts ?? []
  return definePlugin({
    name: 'dev-wallet',
    attach(ctx) {
      const { networks, solana, polkadot, bitcoin, local } = localNetworks(ctx.config)
      if (!local || typeof window === 'undefined') return
      const polkadotAccounts = options.polkadot?.accounts ?? []
      const stopPolkadot =
        polkadot.length > 0 && polkadotAccounts.length > 0
          ? injectPolkadotSide(polkadotAccounts)
          : () => undefined
      let stopEvm = () => {}
      const announceEvm = () => {
        if (networks.length > 0) stopEvm = announceEvmSide(networks)
      }
      const sides = {
        solana: { networks: solana, accounts: solanaAccounts },
        bitcoin: { networks: bitcoin, accounts: bitcoinAccounts },
      }
      const withSides = Object.values(sides).some(
        (side) => side.networks.length > 0 && side.accounts.length > 0,
      )
      if (!withSides) announceEvm()
      const stopSides = withSides ? registerSides(sides, announceEvm) : () => undefined
      return () => {
        stopPolkadot()
        stopSides()
        stopEvm()
      }
    },
    async setup(ctx) {
      const { local, remote } = localNetworks(ctx.config)
      if (!local)
        throw await import('./devWalletNotLocalError.js').then(
          (module) => new module.DevWalletNotLocalError(remote),
        )
    },
  })
}
