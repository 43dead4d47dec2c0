import { ProviderRpcError } from 'walletdock/errors'
import {
  type CaipNetwork,
  type Connector,
  type ConnectResult,
  isSolanaAddress,
  type RequestProvider,
} from 'walletdock/plugin'
import { EMBEDDED_SOLANA_CONNECTOR_ID } from './constants.js'
import { UNSUPPORTED_METHOD } from './createFrameProvider.js'
import { describeRequest, type RequestDescription } from './describeRequest.js'
import type { FrameClient } from './frameClient.js'
import { rpcMethodKind } from './protocol/rpcMethods.js'
import { providerErrorOf } from './providerErrorOf.js'

export type EmbeddedSolanaConnectorParameters = {
  name: string
  /** The configured solana networks. */
  networks: readonly CaipNetwork[]
  /** The solana network the app is on now. */
  current(): CaipNetwork | undefined
  frame(): Promise<FrameClient>
  /** Whether a login is stored to restore (the eip155 side's used flag). */
  loginStored(): boolean
  /** Runs an unsafe request while ApproveTransaction shows it (the approval flow). */
  approve<T>(description: RequestDescription, send: () => Promise<T>): Promise<T>
  /** A method neither safe nor unsafe was refused (the UI says 'Action not allowed'). */
  onNotAllowed(method: string): void
}

/**
 * The solana account of the embedded wallet's login as a kernel connector (not listed: the email, social or
 * farcaster login connects it with the eip155 account). The key is the seed's ed25519 key, used only in the frame.
 */
export function createEmbeddedSolanaConnector(parameters: EmbeddedSolanaConnectorParameters): Connector {
  let current: { network: CaipNetwork; address: string } | undefined

  const networkFor = (wanted: CaipNetwork | undefined) =>
    (wanted?.chainNamespace === 'solana' ? wanted : undefined) ??
    parameters.current() ??
    parameters.networks[0]

  async function open(wanted: CaipNetwork | undefined): Promise<ConnectResult> {
    const network = networkFor(wanted)
    if (!network)
      throw new Error('No Solana network is configured: add one from walletdock/networks to `networks`')
    const user = await (await parameters.frame()).request('GET_USER', { chainId: network.caipNetworkId })
    const address = user.solanaAddress
    if (!address || !isSolanaAddress(address))
      throw new Error('the secure site gave this login no solana account')
    current = { network, address }
    return { accounts: [{ address, type: 'eoa' }], chainId: network.id }
  }

  // getProvider('solana') for the embedded wallet: requests through the frame (WalletConnect's params).
  const provider: RequestProvider = {
    walletName: parameters.name,
    get address() {
      return current?.address ?? ''
    },
    get chain() {
      return current?.network.caipNetworkId ?? ''
    },
    async request({ method, params }) {
      const on = current
      if (!on) throw new Error('the embedded wallet has no solana account connected: connect it first')
      const kind = rpcMethodKind(method)
      if (kind === 'not-allowed') {
        parameters.onNotAllowed(method)
        throw new ProviderRpcError('Requested RPC call is not allowed', { code: UNSUPPORTED_METHOD })
      }
      const frame = await parameters.frame()
      const send = async () =>
        (
          await frame.request('RPC_REQUEST', {
            method,
            params,
            chainId: on.network.caipNetworkId,
            chainNamespace: 'solana',
            rpcUrl: on.network.rpcUrls.default.http[0],
          })
        ).result
      if (kind === 'safe') return send()
      try {
        return await parameters.approve(describeRequest(method, params, on.network.nativeCurrency), send)
      } catch (error) {
        throw providerErrorOf(error)
      }
    },
  }

  return {
    id: EMBEDDED_SOLANA_CONNECTOR_ID,
    type: 'AUTH',
    name: parameters.name,
    chain: 'solana',
    listed: false,
    connect: ({ caipNetwork }) => open(caipNetwork),
    async reconnect({ caipNetwork }) {
      if (!parameters.loginStored()) throw new Error('no email login is stored')
      const { isConnected } = await (await parameters.frame()).request('IS_CONNECTED')
      if (!isConnected) throw new Error('the secure site has no session for this device')
      return open(caipNetwork)
    },
    // The login stays with the eip155 side: signing out there ends this one too.
    async disconnect() {
      current = undefined
    },
    getProvider: () => provider,
    async switchNetwork(caipNetwork) {
      const answer = await (await parameters.frame()).request('SWITCH_NETWORK', {
        chainId: caipNetwork.caipNetworkId,
      })
      if (answer.chainId !== caipNetwork.caipNetworkId)
        throw new Error(`the secure site stayed on ${answer.chainId}, not ${caipNetwork.caipNetworkId}`)
      if (current) current = { ...current, network: caipNetwork }
    },
  }
}
