import type { ChainNamespace, PluginContext } from 'walletdock/plugin'
import {
  WALLET_CONNECT_BIP122_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_POLKADOT_CONNECTOR_ID,
  WALLET_CONNECT_SOLANA_CONNECTOR_ID,
} from './constants.js'
import type { WalletConnectConnector } from './createWalletConnectConnector.js'
import { attachSessionSide } from './sessionSide.js'

/** An SS58 address as a wallet sends it (base58, any network prefix); the polkadot plugin decodes it when it signs. */
export const isSs58Address = (text: string) => /^[1-9A-HJ-NP-Za-km-z]{40,60}$/.test(text)

/**
 * The polkadot side of a WalletConnect session (`walletConnect.polkadot`), set up when an adapter plugin (the polkadot
 * plugin) serves polkadot: its helpers send polkadot_signMessage and polkadot_signTransaction through the session.
 */
export function attachPolkadotSide<Options>(
  ctx: PluginContext<Options>,
  made: Pick<WalletConnectConnector, 'connector' | 'provider' | 'restore'>,
  connectedThrough: (namespace: ChainNamespace, connectorId: string) => boolean,
) {
  return attachSessionSide(ctx, made, {
    namespace: 'polkadot',
    connectorId: WALLET_CONNECT_POLKADOT_CONNECTOR_ID,
    isAddress: isSs58Address,
    otherSideConnected: () =>
      connectedThrough('eip155', WALLET_CONNECT_CONNECTOR_ID) ||
      connectedThrough('solana', WALLET_CONNECT_SOLANA_CONNECTOR_ID) ||
      connectedThrough('bip122', WALLET_CONNECT_BIP122_CONNECTOR_ID),
  })
}
