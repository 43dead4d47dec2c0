// The polkadot side of a WalletConnect session (`walletConnect.polkadot`), set up when an adapter plugin (the polkadot
// plugin) serves polkadot: its helpers send polkadot_signMessage and polkadot_signTransaction through the session.

import { WALLET_CONNECT_POLKADOT_CONNECTOR_ID } from './constants.js'
import type { SessionSideRules } from './sessionSide.js'

/** An SS58 address as a wallet sends it (base58, any network prefix); the polkadot plugin decodes it when it signs. */
export const isSs58Address = (text: string) => /^[1-9A-HJ-NP-Za-km-z]{40,60}$/.test(text)

export const POLKADOT_SIDE: SessionSideRules = {
  namespace: 'polkadot',
  connectorId: WALLET_CONNECT_POLKADOT_CONNECTOR_ID,
  isAddress: isSs58Address,
}
