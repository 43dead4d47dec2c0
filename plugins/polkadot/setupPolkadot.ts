// The polkadot plugin's setup, loaded when the instance starts (see polkadot.ts): connectors, account changes and the
// balance. SS58 encoding and the balance reader load when an account is connected.
import {
  type Network,
  type PluginContext,
  type WalletAdapterResolvedOptions,
  type WalletAdapterSetup,
  watchAccountData,
} from 'walletdock/plugin'
import { createPolkadotConnector, type PolkadotConnectorEvents } from './createPolkadotConnector.js'
import type { DiscoveredPolkadotWallet } from './discoverWallets.js'

/** When the balance is read again after a helper sent a transaction (ms). */
const SENT_REFRESH_MS = [1000, 3000, 8000, 15000]

/** Sets the polkadot adapter up on an instance (see polkadot()). */
export function setupPolkadot(
  ctx: PluginContext<WalletAdapterResolvedOptions>,
): WalletAdapterSetup<DiscoveredPolkadotWallet> {
  const own = ctx.writers.polkadot
  const networks: Network[] = ctx.config.networks.filter((network) => network.chainNamespace === 'polkadot')
  const report = (source: string) => (error: unknown) => void ctx.hooks.emit('error', { error, source })
  const current = () => ctx.state.network('polkadot').value.caipNetwork ?? networks[0]

  // The account's balance (truncated), read after connect and on account and network changes. The reader (and
  // @polkadot/util-crypto's hashes) load with the first read.
  const accountData = watchAccountData(ctx, {
    namespace: 'polkadot',
    async read({ network, address }) {
      const { readPolkadotBalance } = await import('./readPolkadotBalance.js')
      const { balance, symbol } = await readPolkadotBalance({ network, address })
      return { balance, balanceSymbol: symbol }
    },
    unknownNetwork: { balance: undefined, balanceSymbol: undefined },
  })
  const refreshNow = accountData.refresh
  // Blocks come every few seconds (on the local chain, at once): after a send the balance is read a few times.
  const refreshAfterSend = () => {
    for (const delay of SENT_REFRESH_MS) setTimeout(refreshNow, delay)
  }
  // A WalletConnect session's transaction (the walletconnect plugin announces its requests): sendTransfer sends it as
  // soon as the wallet signed it, so the balance is read again as after an extension's send.
  const stopRequests = ctx.hooks.on('request', ({ namespace, method }) => {
    if (namespace === 'polkadot' && method === 'polkadot_signTransaction') refreshAfterSend()
  })

  function eventsFor(connectorId: string): PolkadotConnectorEvents {
    const active = () => ctx.state.connection('polkadot').value.connections[0]?.connectorId === connectorId
    return {
      accountsChanged(accounts) {
        if (!active()) return
        const [first] = accounts
        if (!first) {
          ctx.connection
            .disconnect({ namespace: 'polkadot', closeModal: false })
            .catch(report('polkadot wallet event'))
          return
        }
        const network = current()
        if (!own || !network || ctx.state.account('polkadot').value.address === first.address) return
        own
          .setAccount({ address: first.address, caipAddress: `polkadot:${network.id}:${first.address}` })
          .catch(report('polkadot wallet event'))
      },
      request(method) {
        ctx.hooks.emit('request', { namespace: 'polkadot', method }).catch(report('polkadot request hook'))
      },
      sent: refreshAfterSend,
    }
  }

  return {
    connectorFor: (discovered) =>
      createPolkadotConnector({
        extension: discovered.source,
        id: discovered.id,
        name: discovered.name,
        appName: ctx.config.metadata?.name ?? document.title ?? 'walletdock',
        network: current,
        events: eventsFor(discovered.id),
        locale: ctx.config.locale,
      }),
    stop() {
      accountData.stop()
      stopRequests()
    },
  }
}
