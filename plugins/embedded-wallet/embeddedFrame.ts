import { effect, type PluginContext } from 'walletdock/plugin'
import { EMBEDDED_WALLET_LOAD_FAILED, EMBEDDED_WALLET_REQUEST_TIMEOUT } from './alerts.js'
import { browserFrameHost } from './browserFrameHost.js'
import { LAST_CHAIN } from './constants.js'
import { frameAddress } from './frameAddress.js'
import { createFrameClient, type FrameClient, type FrameHost } from './frameClient.js'
import type { EmbeddedWalletOptions } from './index.js'
import { SDK_TYPE, SDK_VERSION } from './protocol/frameFields.js'

export type EmbeddedFrame = {
  /** The instance's one secure frame, created on first need, once it is ready. */
  frame(): Promise<FrameClient>
  /** The frame if it exists, without creating one. */
  current(): FrameClient | undefined
  /** Destroys the frame: a new one is made on next need. */
  reset(): void
  /** The configured http RPC URL of an eip155 chain. */
  rpcUrlOf(chainId: number | undefined): string | undefined
}

/** The secure frame of one instance: its address from the config and the last chain, its timeouts as alerts. */
export function createEmbeddedFrame(
  ctx: PluginContext<EmbeddedWalletOptions>,
  options: { secureSite: string; host?: FrameHost | undefined },
): EmbeddedFrame {
  const evmNetworks = ctx.config.networks.filter((network) => network.chainNamespace === 'eip155')
  const rpcUrlOf = (chainId: number | undefined) =>
    evmNetworks.find((network) => network.id === chainId)?.rpcUrls.default.http[0]
  let client: FrameClient | undefined
  let stopThemeSync: (() => void) | undefined
  /**
   * Spec 3: the frame's approval panel follows the modal's theme (mode and variables; again on every change) and
   * names the dapp (its metadata), once the frame is ready. A frame that misses one keeps working as it was.
   */
  const syncLook = (frameClient: FrameClient) => {
    const sync = (name: 'SYNC_THEME' | 'SYNC_DAPP_DATA', payload: unknown) =>
      frameClient.request(name, payload as never).catch((error: unknown) => {
        console.warn(`embedded-wallet: the secure site did not take ${name}:`, error)
      })
    const metadata = ctx.config.metadata
    void sync('SYNC_DAPP_DATA', {
      // Within the wire contract's limits: a longer description is cut, not the whole message refused.
      ...(metadata
        ? {
            metadata: {
              name: metadata.name.slice(0, 256),
              description: metadata.description.slice(0, 1024),
              url: metadata.url.slice(0, 2048),
              icons: metadata.icons.filter((icon) => icon.length <= 2048).slice(0, 16),
            },
          }
        : {}),
      sdkVersion: SDK_VERSION,
      sdkType: SDK_TYPE,
      projectId: ctx.config.projectId,
    })
    stopThemeSync?.()
    stopThemeSync = effect(() => {
      const themeMode = ctx.state.themeMode.value
      const themeVariables = ctx.state.themeVariables.value
      void sync('SYNC_THEME', { themeMode, themeVariables })
    })
  }
  const create = () => {
    const first = evmNetworks[0]
    const startChain = Number(ctx.storage.get(LAST_CHAIN) ?? first?.id)
    return createFrameClient({
      frameUrl: frameAddress({
        secureSite: options.secureSite,
        projectId: ctx.config.projectId,
        chainId: Number.isInteger(startChain) ? startChain : undefined,
        rpcUrl: rpcUrlOf(startChain) ?? first?.rpcUrls.default.http[0],
        enableLogger: ctx.config.debug,
      }),
      host: options.host ?? browserFrameHost,
      onDismiss: () => void ctx.modal.close(),
      // Spec 7's timeout callbacks, shown as the plugin's own alerts (spec 8).
      onTimeout: (reason) =>
        ctx.alerts.show(
          reason === 'iframe_load_failed' ? EMBEDDED_WALLET_LOAD_FAILED : EMBEDDED_WALLET_REQUEST_TIMEOUT,
        ),
    })
  }
  return {
    async frame() {
      if (!client) {
        const created = create()
        client = created
        created.ready().then(
          () => syncLook(created),
          () => undefined,
        )
      }
      await client.ready()
      return client
    },
    current: () => client,
    reset() {
      stopThemeSync?.()
      stopThemeSync = undefined
      client?.destroy()
      client = undefined
    },
    rpcUrlOf,
  }
}
