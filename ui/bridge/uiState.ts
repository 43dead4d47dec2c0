import { computed, type ReadonlySignal, signal } from '@preact/signals-core'
import { displayName } from '../../kernel/format/displayName.js'
import { formatBalance } from '../../kernel/format/truncateBalance.js'
import type { Kernel } from '../../kernel/internal.js'
import type { ChainNamespace } from '../../kernel/namespaces.js'
import { type LocalizedText, localize } from '../../kernel/plugins/slots.js'
import type { CaipNetwork, Connection } from '../../kernel/store/types.js'
import { connectorImageOf } from '../wallets/localWallets.js'
import type { UiAccount, UiAlert, UiConnection, UiNetwork, UiToast } from './types.js'

// What the modal's views read of the kernel's state, as the UI's own shapes (computeds over the store).

/**
 * The network's icon: its own `assets.imageUrl`, else the services' icon of its `assets.imageId`
 * (`public/getAssetImage`, @web3icons/core's network icons); a monogram when neither.
 */
export function toUiNetwork(network: CaipNetwork, assetImage?: (imageId: string) => string): UiNetwork {
  const { imageUrl, imageId } = network.assets ?? {}
  return {
    caipNetworkId: network.caipNetworkId,
    name: network.name,
    chainNamespace: network.chainNamespace,
    testnet: network.testnet,
    imageUrl: imageUrl ?? (imageId && assetImage ? assetImage(imageId) : undefined),
    nativeSymbol: network.nativeCurrency.symbol,
    explorerUrl: network.blockExplorers?.default.url,
  }
}

const isNumeric = (value: string | undefined): value is string =>
  value !== undefined && /^-?\d+(\.\d+)?$/.test(value)

export function accountOf(kernel: Kernel): ReadonlySignal<UiAccount | undefined> {
  const { store } = kernel
  return computed(() => {
    const namespace = store.activeNamespace.value
    const account = store.account[namespace].value
    if (!account.address || !account.caipAddress) return undefined
    return {
      namespace,
      address: account.address,
      caipAddress: account.caipAddress,
      displayName: displayName({ profileName: account.profileName, address: account.address }),
      profileName: account.profileName,
      profileImage: account.profileImage,
      balance: isNumeric(account.balance) ? formatBalance({ value: account.balance }) : account.balance,
      balanceSymbol: account.balanceSymbol,
      // A failed read (or a chain not configured) leaves no balance: 'Token Balance Unavailable', not a skeleton.
      balanceUnavailable: account.balance === undefined && account.balanceUnavailableAt !== undefined,
      explorerUrl: account.addressExplorerUrl,
      walletName: account.connectedWalletInfo?.name,
      walletIcon: account.connectedWalletInfo?.icon,
    }
  })
}

const labelOf = (text: LocalizedText | undefined, locale: string) =>
  text === undefined ? undefined : localize(text, locale)

export function connectionsOf(kernel: Kernel, locale: string): ReadonlySignal<UiConnection[]> {
  const { store } = kernel
  return computed(() => {
    const active = store.activeCaipAddress.value
    const entries = (namespace: ChainNamespace, list: readonly Connection[], connected: boolean) => {
      const labels = store.account[namespace].value.addressLabels
      return list.flatMap((connection) =>
        connection.accounts.map((account) => ({
          connectorId: connection.connectorId,
          namespace,
          address: account.address,
          label: labelOf(labels[account.address], locale),
          walletName: kernel.connectors.get(connection.connectorId)?.name ?? connection.connectorId,
          walletImage: connectorImageOf(kernel.connectors.get(connection.connectorId)),
          active: connected && (active?.endsWith(`:${account.address}`) ?? false),
          connected,
        })),
      )
    }
    // Live connections first, then the recent ones that ended (spec section 4: a new connect brings them back).
    return store.namespaces
      .flatMap((namespace) => {
        const state = store.connection[namespace].value
        const live = new Set(state.connections.map((connection) => connection.connectorId))
        const ended = state.recentConnections.filter((connection) => !live.has(connection.connectorId))
        return [...entries(namespace, state.connections, true), ...entries(namespace, ended, false)]
      })
      .sort((a, b) => Number(b.connected) - Number(a.connected))
  })
}

/** The kernel's toast and alert as the modal shows them; a host-given stand-in without signals shows nothing. */
export function noticesOf(kernel: Kernel): {
  toast: ReadonlySignal<UiToast | undefined>
  alerts: ReadonlySignal<UiAlert[]>
} {
  const kernelToast = kernel.toasts.current ?? signal(undefined)
  const kernelAlert = kernel.alerts.current ?? signal(undefined)
  let toastCount = 0
  const toast = computed(() => {
    const current = kernelToast.value
    return current
      ? { id: `toast-${++toastCount}`, state: current.variant, message: current.message, link: current.link }
      : undefined
  })
  const alerts = computed(() => {
    const current = kernelAlert.value
    return current
      ? [
          {
            id: current.code ?? 'custom',
            variant: current.variant,
            message: current.message,
            detail: current.detail,
          },
        ]
      : []
  })
  return { toast, alerts }
}
