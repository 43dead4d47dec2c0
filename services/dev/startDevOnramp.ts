import type { OnrampConfig } from '../api/onramp/onrampRoutes.js'
import type { ChainConfig, PriceTable, SolanaChainConfig, TokenConfig } from '../blockchain/chainConfig.js'
import { createDelivery } from '../onrampSandbox/deliverPurchase.js'
import { createSolanaDelivery } from '../onrampSandbox/deliverSol.js'
import { startOnrampSandbox } from '../onrampSandbox/startOnrampSandbox.js'
import { PORT_OFFSETS } from './devDefaults.js'
import type { DevCleanups } from './startDevChains.js'

/** The sandbox provider's publishable key: public by design (a provider's link carries it), for the local stack only. */
export const SANDBOX_PUBLIC_KEY = 'pk_sandbox_walletdock_dev'
/** The token the sandbox sells on the local EVM chains: their stand-in for USDC (1 USD, 6 decimals); SOL on Solana. */
const SANDBOX_TOKEN = 'DUSD'

/**
 * Where the sandbox provider listens (port base + 9), on another site than the host app (`localhost` on loopback,
 * as the secure site), and the key its links carry: the services API's on-ramp links point there.
 */
export function devOnrampConfig(publicHost: string, portBase: number): OnrampConfig {
  return {
    providerUrl: `http://${publicHost}:${portBase + PORT_OFFSETS.onrampSandbox}/`,
    publicKey: SANDBOX_PUBLIC_KEY,
    purchasable: [SANDBOX_TOKEN, 'SOL'],
  }
}

/** Starts the sandbox provider of `appkit dev`; it pays purchases in DUSD, or SOL on Solana, from funded dev accounts. */
export async function startDevOnramp(
  parameters: {
    host: string
    /** The sandbox's host name (the secure site's: another site than the host app). */
    publicHost: string
    portBase: number
    chains: ChainConfig[]
    tokens: TokenConfig[]
    solanaChains: SolanaChainConfig[]
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
    solanaChains: parameters.solanaChains,
    solanaDelivery: createSolanaDelivery(),
  })
  cleanups.push(() => sandbox.close())
  return sandbox
}
