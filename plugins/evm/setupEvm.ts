// The evm plugin's setup, loaded when the instance starts (see evm.ts): wallet discovery, wallet
// events, account data. Nothing of it is in the host's initial bundle; getAddress is a static import
// from viem's utils entry, so its chunks load in the same round trip as this one.
import { getAddress } from 'viem/utils'
import {
  computed,
  effect,
  type Network,
  type PluginContext,
  splitCaipAddress,
  type WalletAdapterResolvedOptions,
  type WalletAdapterSetup,
} from 'walletdock/plugin'
import { createRpcClient } from './createRpcClient.js'
import { createWalletConnector, type WalletEventHandlers } from './createWalletConnector.js'
import { refreshAccountData } from './refreshAccountData.js'
import { BLOCK_POLL_MS, PROVIDER_RECONNECTING_CODE } from './setupConstants.js'
import { parseChainId } from './toHexChainId.js'
import { evmTransferBuilder } from './transferBuilder.js'
import type { DiscoveredWallet } from './types.js'
import { watchProvider } from './watchProvider.js'

/**
 * A wallet's events, applied through the kernel while it is the active eip155 connection (a wallet
 * the user moved away from is not listened to); `refresh` re-reads the account data.
 */
function walletEvents(
  ctx: PluginContext<unknown>,
  connectorId: string,
  refresh: () => void,
): WalletEventHandlers {
  const own = ctx.writers.eip155
  const report = (error: unknown) => void ctx.hooks.emit('error', { error, source: 'evm wallet event' })
  const active = () => ctx.state.connection('eip155').value.connections[0]?.connectorId === connectorId
  return {
    accountsChanged(accounts) {
      if (!active()) return
      const [first] = accounts
      if (!first) {
        ctx.connection.disconnect({ namespace: 'eip155', closeModal: false }).catch(report)
        return
      }
      const chainId = splitCaipAddress(ctx.state.account('eip155').value.caipAddress)?.reference
      if (!own || !chainId) return
      try {
        const address = getAddress(first)
        own.setAccount({ address, caipAddress: `eip155:${chainId}:${address}` }).catch(report)
      } catch (error) {
        report(error)
      }
    },
    chainChanged(chainId) {
      if (!active()) return
      // reportChain emits networkChanged only for configured chains: refresh here for the others too.
      own
        ?.reportChain(parseChainId(chainId))
        .then(() => refresh())
        .catch(report)
    },
    disconnect(error) {
      if (!active() || error?.code === PROVIDER_RECONNECTING_CODE) return
      ctx.connection.disconnect({ namespace: 'eip155', closeModal: false }).catch(report)
    },
  }
}

/** Sets the evm adapter up on an instance (see evm()): wallet events, provider hooks, account data. */
export function setupEvm(
  ctx: PluginContext<WalletAdapterResolvedOptions>,
): WalletAdapterSetup<DiscoveredWallet> {
  const own = ctx.writers.eip155
  const networks: Network[] = ctx.config.networks.filter((network) => network.chainNamespace === 'eip155')
  const report = (source: string) => (error: unknown) => ctx.hooks.emit('error', { error, source })
  const refresh = (force = false) => {
    if (!own) return
    refreshAccountData({ state: ctx.state, own, networks, cache: ctx.cache, force }).catch(
      report('evm account data'),
    )
  }
  /** Once a sent transaction is mined on the current network, the balance is read again. */
  const refreshWhenMined = async (hash: unknown) => {
    const network = ctx.state.network('eip155').value.caipNetwork
    if (!network || typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return
    const client = await createRpcClient({ network })
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    // The cached balance is now stale: read it again.
    refresh(true)
  }
  const exposeProvider = (provider: Parameters<typeof watchProvider>[0]['provider']) =>
    watchProvider({
      provider,
      onRequest: ({ method, params }) => {
        ctx.hooks.emit('request', { namespace: 'eip155', method, params }).catch(report('evm request hook'))
      },
      onSent: ({ result }) => {
        refreshWhenMined(result).catch(report('evm transaction receipt'))
      },
    })
  // How a send moves ETH and ERC-20s (ctx.transfers); removed with the plugin's other registrations.
  ctx.transfers.provide(evmTransferBuilder)
  // Not awaited: a slow RPC must not hold up connect or the network switch.
  const stopAccount = ctx.hooks.on('accountChanged', ({ namespace, caipAddress }) => {
    if (namespace === 'eip155' && caipAddress) refresh()
  })
  const stopNetwork = ctx.hooks.on('networkChanged', ({ namespace }) => {
    if (namespace === 'eip155') refresh()
  })
  // While the modal is open on a connected account, each new block reads the balance again, so a
  // transfer in it (sent from elsewhere, or received) shows in the header and the Tokens tab alike.
  const watched = computed(() => {
    const { caipAddress } = ctx.state.account('eip155').value
    return ctx.state.modal.value.open ? caipAddress : undefined
  })
  const stopBlocks = effect(() => {
    const caipAddress = watched.value
    const network = networks.find((entry) => caipAddress?.startsWith(`${entry.caipNetworkId}:`))
    if (!network) return
    let stopWatch: (() => void) | undefined
    let stopped = false
    createRpcClient({ network }).then((client) => {
      if (stopped) return
      stopWatch = client.watchBlockNumber({
        pollingInterval: BLOCK_POLL_MS,
        // The poll on open only learns the height (the balance shown may come from the 30 s cache);
        // every block after it reads the balance again. A failed poll is tried again at the next
        // interval; a failed balance read is reported by refresh.
        emitOnBegin: true,
        onBlockNumber: (_block, previous) => previous !== undefined && refresh(true),
        onError: () => undefined,
      })
    }, report('evm block watch'))
    return () => {
      stopped = true
      stopWatch?.()
    }
  })
  return {
    connectorFor: (wallet) =>
      createWalletConnector({
        ...wallet,
        provider: wallet.source,
        events: walletEvents(ctx as PluginContext<unknown>, wallet.id, refresh),
        exposeProvider,
      }),
    stop() {
      stopAccount()
      stopNetwork()
      stopBlocks()
    },
  }
}
