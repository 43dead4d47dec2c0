import type { Connector } from './connector.js'

/** What the modal shows of a connector before its code has loaded, and which optional methods it has. */
export type DeferredConnectorParameters = Pick<
  Connector,
  | 'id'
  | 'type'
  | 'name'
  | 'chain'
  | 'info'
  | 'imageUrl'
  | 'loadImage'
  | 'explorerId'
  | 'listed'
  | 'connectView'
  | 'pairsRegistryWallets'
  | 'reconnectStatus'
> & {
  /**
   * The loaded connector has reconnect() (restores a session without prompting). Default true, so a
   * plugin that leaves it out does not lose its session on reload; `false` for a connector that cannot
   * restore one (its session then ends with the page).
   */
  reconnect?: boolean | undefined
  /** The loaded connector has switchNetwork(). */
  switchNetwork?: boolean | undefined
  /** The connector itself, loaded on first use (for a plugin, once its setup has run). */
  load(): Promise<Connector>
}

/**
 * A connector the modal can list at once while its implementation loads on first use: a plugin's
 * attach() registers these, its setup() supplies what `load` resolves to. getProvider() is undefined
 * until then.
 */
export function deferredConnector({
  load,
  reconnect = true,
  switchNetwork,
  ...descriptor
}: DeferredConnectorParameters): Connector {
  let loaded: Connector | undefined
  let loading: Promise<Connector> | undefined
  const real = () => {
    loading ??= load().then(
      (connector) => (loaded = connector),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    ...descriptor,
    connect: async (parameters) => (await real()).connect(parameters),
    disconnect: async () => (await real()).disconnect(),
    getProvider: () => loaded?.getProvider(),
    cancel: () => loaded?.cancel?.(),
    ...(reconnect && {
      async reconnect(parameters) {
        const connector = await real()
        // A plugin's connector without reconnect() should be deferred with `reconnect: false`.
        if (!connector.reconnect) throw new Error(`${descriptor.name} cannot restore a session`)
        return connector.reconnect(parameters)
      },
    }),
    ...(switchNetwork && {
      async switchNetwork(caipNetwork) {
        const connector = await real()
        if (!connector.switchNetwork) throw new Error(`${descriptor.name} cannot switch networks`)
        return connector.switchNetwork(caipNetwork)
      },
    }),
  }
}
