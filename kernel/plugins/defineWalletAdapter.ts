import type { Connector } from '../connection/connector.js'
import { deferredConnector } from '../connection/deferredConnector.js'
import type { ChainNamespace } from '../namespaces.js'
import type { AttachContext, PluginContext } from './context.js'
import type { Plugin } from './definePlugin.js'
import { createInstanceHandoff } from './instanceHandoff.js'

/** A wallet an adapter found on the page (an in-page event or global, no I/O), before it becomes a connector. */
export type PageWallet = {
  /** ANNOUNCED: through the page's discovery protocol (EIP-6963, Wallet Standard); INJECTED: a legacy global. */
  type: 'ANNOUNCED' | 'INJECTED'
  /** The connector id; the first wallet found under an id wins. */
  id: string
  /** 1 to 64 characters, not only spaces; the kernel lists no connector with another name (listedWalletProblem). */
  name: string
  rdns?: string | undefined
  /** A `data:image/...` URI (PNG, JPEG, GIF, WebP, AVIF or SVG), required for an ANNOUNCED wallet: never a URL to fetch. */
  imageUrl?: string | undefined
  /** The wallet's object on the page (its provider, its Wallet Standard wallet): another object under the same id replaces the connector. */
  source: object
}

export type WalletAdapterOptions = {
  /** Offer the page's legacy global wallet (`window.ethereum`, `window.solana`) when no announced wallet stands for it. Default true. */
  injected?: boolean | undefined
}
/** Options after defaults. Checked by hand: zod would add its whole runtime to the start-up chunk. */
export type WalletAdapterResolvedOptions = { injected: boolean }

/** What an adapter's setup gives its attach(): the connector of each wallet found on the page. */
export type WalletAdapterSetup<wallet extends PageWallet> = {
  connectorFor(wallet: wallet): Connector
  stop(): void
}

export type DefineWalletAdapterParameters<wallet extends PageWallet> = {
  /** The plugin's name, also its factory's name in the options error (`evm({ injected })`). */
  name: string
  namespace: ChainNamespace
  /** The options the integrator passed to the factory. */
  options?: WalletAdapterOptions | undefined
  /**
   * Starts the page's wallet discovery at attach (no I/O) and calls `found` with every wallet on the
   * page, now and each time that changes. A page's wallet is anything a page script registered: its
   * fields are read defensively (a getter may throw), and a wallet that cannot be read or is malformed
   * goes to `skip` (with its name when readable and what is wrong), never stopping discovery. Returns a
   * function that stops listening.
   */
  discover(
    found: (wallets: readonly wallet[]) => void,
    ctx: AttachContext<WalletAdapterResolvedOptions>,
    options: WalletAdapterResolvedOptions,
    skip: (name: unknown, problem: string) => void,
  ): () => void
  /** Loads the setup (its own chunk) when the instance starts: wallet events, account data, connectors. */
  load(): Promise<(ctx: PluginContext<WalletAdapterResolvedOptions>) => WalletAdapterSetup<wallet>>
}
export type DefineWalletAdapterReturnType = Plugin<WalletAdapterResolvedOptions>

/** spec: excluded wallets match by rdns or name, case-insensitive. */
function isExcluded(wallet: PageWallet, excluded: ReadonlySet<string>): boolean {
  return [wallet.name, wallet.rdns].some((key) => typeof key === 'string' && excluded.has(key.toLowerCase()))
}

/**
 * A chain adapter whose wallets live on the page: at attach it runs the adapter's discovery and keeps
 * one deferred connector per wallet (first wallet per id, excluded wallets left out), and its setup
 * loads on start and supplies the connectors' code. The adapter writes only its discovery and setup.
 */
export function defineWalletAdapter<wallet extends PageWallet>({
  name,
  namespace,
  options = {},
  discover,
  load,
}: DefineWalletAdapterParameters<wallet>): DefineWalletAdapterReturnType {
  if (options.injected !== undefined && typeof options.injected !== 'boolean')
    throw new TypeError(`${name}({ injected }) must be true or false`)
  const resolved: WalletAdapterResolvedOptions = { injected: options.injected ?? true }
  // Per instance (ctx.instance): the setup that gives attach()'s wallets their connectors.
  const setups = createInstanceHandoff<WalletAdapterSetup<wallet>>()
  return {
    name,
    kind: 'adapter',
    namespaces: [namespace],
    options: resolved,
    attach(ctx) {
      if (typeof window === 'undefined') return
      const excluded = new Set(ctx.config.excludeWalletIds.map((entry) => entry.toLowerCase()))
      const registered = new Map<string, [source: object, unregister: () => void]>()
      // The kernel unregisters the connectors on detach (ctx.connectors.register tracks each): only discovery stops.
      return discover(
        (wallets) => {
          const kept = new Map<string, wallet | undefined>()
          for (const wallet of wallets)
            if (!kept.has(wallet.id)) kept.set(wallet.id, isExcluded(wallet, excluded) ? undefined : wallet)
          for (const [id, [source, unregister]] of registered) {
            if (kept.get(id)?.source === source) continue
            unregister()
            registered.delete(id)
          }
          for (const [id, wallet] of kept) {
            if (!wallet || registered.has(id)) continue
            const connector = deferredConnector({
              id,
              type: wallet.type,
              name: wallet.name,
              chain: namespace,
              info: { rdns: wallet.rdns },
              imageUrl: wallet.imageUrl,
              switchNetwork: true,
              load: () => setups.get(ctx.instance).then((setup) => setup.connectorFor(wallet)),
            })
            registered.set(id, [wallet.source, ctx.connectors.register(connector)])
          }
        },
        ctx,
        resolved,
        ctx.connectors.skip,
      )
    },
    preload: load,
    setup: (ctx) =>
      load().then((setupAdapter) => {
        const setup = setupAdapter(ctx)
        setups.resolve(ctx.instance, setup)
        return () => {
          setup.stop()
          setups.delete(ctx.instance)
        }
      }),
  }
}
