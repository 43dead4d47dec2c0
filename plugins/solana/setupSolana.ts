// The solana plugin's setup, loaded when the instance starts (see solana.ts): connectors, account
// changes, balance and explorer link. Nothing of it (nor @solana/web3.js) is in the initial bundle.
import {
  type Network,
  type PluginContext,
  type WalletAdapterResolvedOptions,
  type WalletAdapterSetup,
  watchAccountData,
} from 'walletdock/plugin'
import { accountExplorerUrl } from './accountExplorerUrl.js'
import { createSolanaConnector, type SolanaConnectorEvents } from './createSolanaConnector.js'
import type { DiscoveredSolanaWallet } from './discoverWallets.js'
import { legacyAsStandardWallet } from './legacyAsStandardWallet.js'
import { readSolBalance } from './readSolBalance.js'
import { solanaTransferBuilder } from './transferBuilder.js'
import { waitForLanding } from './waitForLanding.js'

/** Sets the solana adapter up on an instance (see solana()). */
export function setupSolana(
  ctx: PluginContext<WalletAdapterResolvedOptions>,
): WalletAdapterSetup<DiscoveredSolanaWallet> {
  const own = ctx.writers.solana
  const networks: Network[] = ctx.config.networks.filter((network) => network.chainNamespace === 'solana')
  const report = (source: string) => (error: unknown) => void ctx.hooks.emit('error', { error, source })
  const current = () => ctx.state.network('solana').value.caipNetwork ?? networks[0]

  // The account's SOL balance (3 decimals, truncated) and explorer link, on connect and account/network changes;
  // not awaited: a slow RPC must not hold up connect or the network switch.
  const accountData = watchAccountData(ctx, {
    namespace: 'solana',
    async read({ network, address }) {
      const { balance, symbol } = await readSolBalance({ network, address })
      return { balance, balanceSymbol: symbol, addressExplorerUrl: accountExplorerUrl(network, address) }
    },
    unknownNetwork: { balance: undefined, balanceSymbol: undefined, addressExplorerUrl: undefined },
  })
  const refreshNow = accountData.refresh

  function eventsFor(connectorId: string): SolanaConnectorEvents {
    const active = () => ctx.state.connection('solana').value.connections[0]?.connectorId === connectorId
    return {
      accountsChanged(accounts) {
        if (!active()) return
        const [first] = accounts
        if (!first) {
          ctx.connection
            .disconnect({ namespace: 'solana', closeModal: false })
            .catch(report('solana wallet event'))
          return
        }
        const network = current()
        if (!own || !network || ctx.state.account('solana').value.address === first.address) return
        own
          .setAccount({ address: first.address, caipAddress: `solana:${network.id}:${first.address}` })
          .catch(report('solana wallet event'))
      },
      request(method) {
        ctx.hooks.emit('request', { namespace: 'solana', method }).catch(report('solana request hook'))
      },
      sent(signature, network) {
        waitForLanding(network, signature).then(refreshNow, report('solana transaction status'))
      },
    }
  }

  // How a send moves SOL and SPL tokens (ctx.transfers); removed with the plugin's other registrations.
  ctx.transfers.provide(solanaTransferBuilder)
  return {
    connectorFor: (discovered) =>
      createSolanaConnector({
        wallet:
          discovered.type === 'ANNOUNCED'
            ? discovered.source
            : legacyAsStandardWallet(discovered.source, discovered.name),
        type: discovered.type,
        id: discovered.id,
        name: discovered.name,
        imageUrl: discovered.imageUrl,
        network: current,
        events: eventsFor(discovered.id),
      }),
    stop: accountData.stop,
  }
}
