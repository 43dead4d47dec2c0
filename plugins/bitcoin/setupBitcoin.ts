// The bitcoin plugin's setup, loaded when the instance starts (see bitcoin.ts): connectors, balance with its fiat
// value, explorer link, the accounts' labels. bitcoinjs-lib is not in it: it loads when the user signs a PSBT or sends.

import {
  type Network,
  nativeBalanceOf,
  type PluginContext,
  type WalletAdapterResolvedOptions,
  type WalletAdapterSetup,
  watchAccountData,
} from 'walletdock/plugin'
import { fungiblePriceResponseSchema } from 'walletdock/protocol'
import { watchAddressLabels } from './addressLabels.js'
import { createBitcoinConnector, walletApiOf } from './createBitcoinConnector.js'
import type { DiscoveredBitcoinWallet } from './discoverWallets.js'
import { esploraClient } from './esplora.js'

/** Sets the bitcoin adapter up on an instance (see bitcoin()). */
export function setupBitcoin(
  ctx: PluginContext<WalletAdapterResolvedOptions>,
): WalletAdapterSetup<DiscoveredBitcoinWallet> {
  const networks: Network[] = ctx.config.networks.filter((network) => network.chainNamespace === 'bip122')
  const report = (source: string) => (error: unknown) => void ctx.hooks.emit('error', { error, source })
  const current = () => ctx.state.network('bip122').value.caipNetwork ?? networks[0]

  /** The USD price of BTC from the services' price table (0 without the services API or a price). */
  async function btcPrice(network: Network): Promise<number> {
    if (!ctx.api) return 0
    const { fungibles } = await ctx.api.post({
      path: 'v1/fungible/price',
      body: {
        currency: 'usd',
        projectId: ctx.config.projectId,
        addresses: [`${network.caipNetworkId}:native`],
      },
      schema: fungiblePriceResponseSchema,
    })
    return fungibles[0]?.price ?? 0
  }

  // The payment address's balance (BTC, 8 decimals, from sats), its fiat value and explorer link.
  const accountData = watchAccountData(ctx, {
    namespace: 'bip122',
    source: 'bitcoin account data',
    async read({ network, address }) {
      const [sats, price] = await Promise.all([
        esploraClient(network.rpcUrls.default.http[0] ?? '').balance(address),
        btcPrice(network).catch(() => 0),
      ])
      const { balance, balanceSymbol } = nativeBalanceOf(sats, network.nativeCurrency)
      const btc = Number(sats) / 1e8
      const explorer = network.blockExplorers?.default.url
      return {
        balance,
        balanceSymbol,
        addressExplorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
        tokenBalance: [
          {
            name: network.nativeCurrency.name,
            symbol: balanceSymbol,
            chainId: network.caipNetworkId,
            value: btc * price,
            price,
            quantity: { decimals: String(network.nativeCurrency.decimals), numeric: String(btc) },
            iconUrl: '',
          },
        ],
      }
    },
  })
  const refreshNow = accountData.refresh
  const stopLabels = watchAddressLabels(ctx)
  return {
    connectorFor: (discovered) =>
      createBitcoinConnector({
        api: walletApiOf(discovered),
        id: discovered.id,
        type: discovered.type,
        name: discovered.name,
        imageUrl: discovered.imageUrl,
        network: current,
        events: {
          request: (method) =>
            void ctx.hooks
              .emit('request', { namespace: 'bip122', method })
              .catch(report('bitcoin request hook')),
          sent: () => refreshNow(),
        },
      }),
    stop() {
      accountData.stop()
      stopLabels()
    },
  }
}
