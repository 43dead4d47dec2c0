import { type CaipNetwork, callJsonRpc, nativeBalanceOf, type PluginContext } from 'walletdock/plugin'
import * as z from 'zod/mini'
import { EMAIL_LOGIN_USED, EMBEDDED_SOLANA_CONNECTOR_ID } from './constants.js'
import {
  createEmbeddedSolanaConnector,
  type EmbeddedSolanaConnectorParameters,
} from './createEmbeddedSolanaConnector.js'
import type { FrameClient } from './frameClient.js'
import type { EmbeddedWalletOptions } from './index.js'

export type EmbeddedSolanaSide = {
  /** Whether another adapter (the solana plugin) serves solana: the login's solana account connects too. */
  serves: boolean
  /** The login's solana account is the connected solana connection. */
  connected(): boolean
  /** The solana account's SOL balance read again (3 decimals, truncated), once a request of it succeeded. */
  refreshBalance(): Promise<void>
}

/** A Solana node's result for getBalance: the lamports at a slot. */
const solanaBalanceResult = z.object({ value: z.number().check(z.int(), z.nonnegative()) })

/**
 * Spec 6: the auth connector supports eip155 and solana. The solana account connects with the eip155 one
 * when another adapter (the solana plugin) serves solana: its helpers sign with this account then.
 */
export function createEmbeddedSolanaSide(parameters: {
  ctx: PluginContext<EmbeddedWalletOptions>
  frame: () => Promise<FrameClient>
  approve: EmbeddedSolanaConnectorParameters['approve']
  onNotAllowed: () => void
}): EmbeddedSolanaSide {
  const { ctx } = parameters
  const solanaNetworks: CaipNetwork[] = ctx.config.networks.filter(
    (network) => network.chainNamespace === 'solana',
  )
  const serves =
    ctx.writers.solana !== undefined &&
    solanaNetworks.length > 0 &&
    ctx.config.plugins.some(
      (plugin) =>
        plugin.kind === 'adapter' && plugin.name !== ctx.name && plugin.namespaces?.includes('solana'),
    )
  const connected = () =>
    ctx.state.connection('solana').value.connections[0]?.connectorId === EMBEDDED_SOLANA_CONNECTOR_ID
  if (serves) {
    ctx.connectors.register(
      createEmbeddedSolanaConnector({
        name: 'Email',
        networks: solanaNetworks,
        current: () => ctx.state.network('solana').value.caipNetwork,
        frame: parameters.frame,
        loginStored: () => ctx.storage.get(EMAIL_LOGIN_USED) === true,
        approve: parameters.approve,
        onNotAllowed: parameters.onNotAllowed,
      }),
    )
    // Signing out of the login (the eip155 side) ends its solana account too.
    ctx.hooks.on('disconnected', ({ namespace }) => {
      if (namespace === 'eip155' && connected())
        return ctx.connection.disconnect({ namespace: 'solana', closeModal: false })
    })
  }
  async function refreshBalance() {
    const { address, caipAddress } = ctx.state.account('solana').value
    const network = ctx.state.network('solana').value.caipNetwork
    const rpcUrl = network?.rpcUrls.default.http[0]
    const writer = ctx.writers.solana
    if (!connected() || !address || !network || !rpcUrl || !writer) return
    const { value: lamports } = await callJsonRpc({
      url: rpcUrl,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
      result: solanaBalanceResult,
      fetch: ctx.http.fetch,
    })
    if (ctx.state.account('solana').value.caipAddress !== caipAddress) return
    await writer.setAccount(nativeBalanceOf(BigInt(lamports), network.nativeCurrency))
  }
  return { serves, connected, refreshBalance }
}
