import { Connection } from '@solana/web3.js'
import type { Network } from 'walletdock/plugin'
import { LANDING_POLL_MS, LANDING_TIMEOUT_MS } from './setupConstants.js'

/** Resolves once `signature` has a status on `network` (landed, failed or not), or after the timeout. */
export async function waitForLanding(network: Network, signature: string): Promise<void> {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) return
  const connection = new Connection(rpcUrl, 'confirmed')
  const deadline = Date.now() + LANDING_TIMEOUT_MS
  while (Date.now() < deadline) {
    const { value } = await connection.getSignatureStatuses([signature])
    if (value[0]) return
    await new Promise((resolve) => setTimeout(resolve, LANDING_POLL_MS))
  }
}
