import type { Signal } from '@preact/signals-core'
import type { AppKit } from '../../kernel/createAppKit.js'
import { NoConnectorForConnectionError } from '../../kernel/errors/connection.js'
import type { Kernel } from '../../kernel/internal.js'
import type { Navigation } from '../../kernel/router/navigation.js'
import type { WalletEntry } from '../wallets/types.js'
import type { UiConnectStatus, UiKernel } from './types.js'

type ConnectActions = Pick<
  UiKernel,
  'connect' | 'connectEach' | 'disconnect' | 'switchNetwork' | 'switchConnection'
>

/**
 * The modal's connect intents: a wallet chosen (through its connector, or the connector that pairs
 * registry wallets), each namespace of a multi-namespace wallet, a recent connection brought back,
 * a disconnect and a network switch.
 * The attempt's state (connecting, rejected, failed) is in `connectStatus` for the views to show.
 */
export function connectActionsOf(parameters: {
  appKit: AppKit
  kernel: Kernel
  navigation: Navigation
  connectStatus: Signal<UiConnectStatus | undefined>
}): ConnectActions {
  const { appKit, kernel, navigation, connectStatus } = parameters
  const { router } = kernel
  // The connector that pairs registry wallets not on this page (a relay plugin's), if any.
  const pairingConnector = () =>
    kernel.connectors.connectors.value.find((connector) => connector.pairsRegistryWallets)
  // Each opening starts afresh: what an attempt of an earlier one left (a refusal, 'Modal closed') is not shown.
  let wasOpen = kernel.store.modal.peek().open
  kernel.store.modal.subscribe(({ open }) => {
    if (open && !wasOpen) connectStatus.value = undefined
    wasOpen = open
  })

  /** Connects one connector; a failure stays in connectStatus for the view to show. */
  const attempt = async (
    connectorId: string,
    wallet: WalletEntry,
    run: () => Promise<unknown> = () => kernel.connection.connect({ connectorId }),
  ): Promise<boolean> => {
    try {
      await run()
      connectStatus.value = undefined
      return true
    } catch (error) {
      const rejected = error instanceof Error && error.name === 'ConnectionRejectedError'
      connectStatus.value = {
        connectorId,
        wallet,
        state: rejected ? 'rejected' : 'failed',
        message: error instanceof Error && 'shortMessage' in error ? String(error.shortMessage) : undefined,
      }
      return false
    }
  }

  return {
    async connect(wallet, options) {
      // A wallet installed for several namespaces: the user picks one, or all of them.
      if ((wallet.connectors?.length ?? 0) > 1) {
        navigation.push('ConnectingMultiChain', { walletId: wallet.id })
        return
      }
      // A wallet not on this page (a registry entry) connects through the connector that pairs them.
      const connector = wallet.connectorId ? kernel.connectors.get(wallet.connectorId) : pairingConnector()
      if (!connector) {
        // spec section 8: a registry wallet with no connector that can pair it.
        kernel.toasts.show({
          variant: 'error',
          message: new NoConnectorForConnectionError({ id: wallet.id }).shortMessage,
        })
        return
      }
      const connectorId = connector.id
      connectStatus.value = { connectorId, state: 'connecting', wallet }
      // The connector's own view (a relay pairing's QR) or the modal's; entered once per attempt.
      const view = connector.connectView ?? 'ConnectingExternal'
      if (!options?.inPlace && router.view.value !== view)
        navigation.push(view as 'ConnectingExternal', { connectorId, walletId: wallet.id } as never)
      if (await attempt(connectorId, wallet)) await appKit.close()
    },
    async connectEach(wallet) {
      for (const { connectorId } of wallet.connectors ?? []) {
        connectStatus.value = { connectorId, state: 'connecting', wallet }
        if (!(await attempt(connectorId, wallet))) return
      }
      await appKit.close()
    },
    disconnect: () => appKit.disconnect(),
    async switchNetwork(caipNetworkId) {
      await appKit.switchNetwork(caipNetworkId as `${string}:${string}`)
    },
    async switchConnection(connection) {
      const { connectorId, namespace } = connection
      const run = () => kernel.connection.switchConnection({ connectorId, namespace })
      if (connection.connected) {
        await run()
        return
      }
      // spec section 4: a connection that ended connects anew, then the user is back on ProfileWallets.
      const connector = kernel.connectors.get(connectorId)
      const wallet: WalletEntry = {
        id: connectorId,
        name: connection.walletName,
        source: 'recent',
        connectorId,
        namespace,
        imageUrl: connector?.imageUrl,
      }
      connectStatus.value = { connectorId, state: 'connecting', wallet }
      const view = connector?.connectView ?? 'ConnectingExternal'
      navigation.push(view as 'ConnectingExternal', { connectorId, walletId: wallet.id } as never)
      if (!(await attempt(connectorId, wallet, run))) return
      if (router.state.value.history.at(-2)?.view === 'ProfileWallets') navigation.goBack()
      else navigation.replace('ProfileWallets')
    },
  }
}
