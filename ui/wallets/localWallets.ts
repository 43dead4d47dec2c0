import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core'
import type { Connector } from '../../kernel/connection/connector.js'
import type { Kernel } from '../../kernel/internal.js'
import type { WalletEntry } from './types.js'

const loadedImages = new WeakMap<Connector, Signal<string | undefined>>()

/**
 * A connector's icon: its `imageUrl`, else what its `loadImage` resolves to (loaded once, the first time it is
 * read with the modal open: never before interaction; undefined until then, so the monogram shows). Read in a
 * computed, it updates when the image arrives.
 */
export function connectorImageOf(connector: Connector | undefined, modalOpen = true): string | undefined {
  if (!connector?.loadImage || connector.imageUrl) return connector?.imageUrl
  let image = loadedImages.get(connector)
  if (!image) {
    if (!modalOpen) return undefined
    const loaded = signal<string | undefined>(undefined)
    loadedImages.set(connector, loaded)
    connector.loadImage().then(
      (url) => {
        loaded.value = url
      },
      () => undefined,
    )
    image = loaded
  }
  return image.value
}

/** Connectors on the page, recent wallets and custom wallets, as the entries the wallet lists show. */
export function localWalletsOf(kernel: Kernel): ReadonlySignal<WalletEntry[]> {
  const { store, connectors, config } = kernel
  return computed(() => {
    const onPage = connectors.connectors.value
    // A connector's own image loader runs once the modal is open (the idle warm-up reads the list before).
    const open = store.modal.value.open
    const entries: WalletEntry[] = []
    for (const recent of store.recentWallets.value) {
      const connector = onPage.find(
        (entry) => entry.id === recent.id || (recent.rdns && entry.info?.rdns === recent.rdns),
      )
      // An unlisted connector (a connect method's) is not offered again as a recent wallet either.
      if (!connector || connector.listed === false) continue
      entries.push({
        id: recent.id,
        name: recent.name,
        source: 'recent',
        rdns: recent.rdns,
        imageUrl: recent.imageUrl ?? connectorImageOf(connector, open),
        installed: !connector.pairsRegistryWallets,
        connectorId: connector.id,
        namespace: connector.chain,
      })
    }
    for (const connector of onPage) {
      // A connector a connect method shows (an auth connector) is not a wallet of the list.
      if (connector.listed === false) continue
      entries.push({
        id: connector.id,
        name: connector.name,
        source: connector.pairsRegistryWallets ? 'pairing' : 'injected',
        rdns: connector.info?.rdns,
        imageUrl: connectorImageOf(connector, open),
        installed: connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
        connectorId: connector.id,
        namespace: connector.chain,
      })
    }
    for (const wallet of config.customWallets) {
      entries.push({
        id: wallet.id,
        name: wallet.name,
        source: 'custom',
        rdns: wallet.rdns,
        imageUrl: wallet.image_url,
        mobileLink: wallet.mobile_link,
        desktopLink: wallet.desktop_link,
        webappLink: wallet.webapp_link,
        homepage: wallet.homepage,
      })
    }
    return entries
  })
}
