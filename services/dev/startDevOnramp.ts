import type { OnrampConfig } from '../api/onramp/onrampRoutes.js'
import type { ChainConfig, PriceTable, TokenConfig } from '../blockchain/chainConfig.js'
import { createDelivery } from '../onrampSandbox/deliverPurchase.js'
import { startOnrampSandbox } from '../onrampSandbox/startOnrampSandbox.js'
import { PORT_OFFSETS } from './devDefaults.js'
import type { DevCleanups } from './startDevChains.js'

/** The sandbox provider's publishable key: public by design (a provider's link carries it), for the local stack only. */
export const SANDBOX_PUBLIC_KEY = 'pk_sandbox_walletdock_dev'
/** The token the sandbox sells on the local EVM chains: their stand-in for USDC (1 USD, 6 decimals). */
const SANDBOX_TOKEN = 'DUSD'

/**
 * Where the sandbox provider listens (port base + 9), on another site than the host app (`localhost` on loopback,
 * as the secure site), and the key its links carry: the services API's on-ramp links point there.
 */
export function devOnrampConfig(publicHost: string, portBase: number): OnrampConfig {
  return {
    providerUrl: `http://${publicHost}:${portBase + PORT_OFFSETS.onrampSandbox}/`,
    publicKey: SANDBOX_PUBLIC_KEY,
    purchasable: [SANDBOX_TOKEN],
  }
}

/** Starts the sandbox provider of `appkit dev`; it pays purchases in DUSD from a funded dev account. */
export async function startDevOnramp(
  parameters: {
    host: string
    /** The sandbox's host name (the secure site's: another site than the host app). */
    publicHost: string
    portBase: number
    chains: ChainConfig[]
    tokens: TokenConfig[]
    prices: PriceTable
  },
  cleanups: DevCleanups,
) {
  const sandbox = await startOnrampSandbox({
    host: parameters.host,
    port: parameters.portBase + PORT_OFFSETS.onrampSandbox,
    publicHost: parameters.publicHost,
    publicKey: SANDBOX_PUBLIC_KEY,
    chains: parameters.chains,
    tokens: parameters.tokens.filter((token) => token.symbol === SANDBOX_TOKEN),
    prices: parameters.prices,
    delivery: createDelivery(),
  })
  cleanups.push(() => sandbox.close())
  return sandbox
}
