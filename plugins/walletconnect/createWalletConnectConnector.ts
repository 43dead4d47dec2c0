import type { SignClient as SignClientClass } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { SessionNotInitializedError, SignClientNotInitializedError } from 'walletdock/errors'
import {
  type CaipNetwork,
  type ChainNamespace,
  type Connector,
  type ConnectResult,
  callJsonRpc,
} from 'walletdock/plugin'
import { approvalOrExpiry } from './approvalOrExpiry.js'
import {
  WALLET_CONNECT_CONNECTOR_ID,
  WC_LOG_BUFFER_BYTES,
  WC_LOG_LEVEL,
  WC_PAIRING_EXPIRY_MS,
} from './constants.js'
import { rpcMapOf, WC_RPC_READ_METHODS } from './rpcMap.js'
import { listenToSession } from './sessionEvents.js'
import { resultOf, sessionNamespacesOf } from './sessionNamespaces.js'

type SignClient = InstanceType<typeof SignClientClass>

export type WalletConnectConnectorParameters = {
  projectId: string
  /** The relay (config.endpoints.relay); the sign-client's default when absent. */
  relayUrl?: string | undefined
  metadata: SignClientTypes.Metadata
  /** The configured networks: the served namespaces among them are asked for (eip155 first). */
  networks: readonly CaipNetwork[]
  /** The namespaces an adapter plugin serves besides eip155 (the solana plugin: solana); default none. */
  servedNamespaces?: readonly ChainNamespace[] | undefined
  /** The session the wallet approved or restored, or undefined once it ended. */
  onSession?(session: SessionTypes.Struct | undefined): void
  name?: string
  imageUrl?: string | undefined
  /** A new pairing URI to show (QR, copy, deep links), or undefined when pairing ended. */
  onPairing(pairing: { uri: string; expiresAt: number } | undefined): void
  onError(error: unknown): void
  /** The relayer's socket errors, e.g. the relay closing it because it does not know the projectId. */
  onRelayError?(error: unknown): void
  /** The wallet deleted the session (session delete fires disconnect). */
  onSessionDeleted(): void
  onAccountsChanged?(accounts: string[]): void
  onChainChanged?(chainId: string | number): void
  /** An event the wallet emitted on another namespace's chain (a solana chain's accountsChanged). */
  onNamespaceEvent?(event: { chainId: string; name: string; data: unknown }): void
  /** Whether a session was stored before, so reconnect after reload loads the sign-client; otherwise nothing loads at start-up. */
  storedSession: { has(): boolean; set(present: boolean): void }
  /** Extra SignClient.init options (tests pass an in-memory storage). */
  signClientOptions?: Partial<SignClientTypes.Options>
  /** Loads the sign-client; a dynamic import by default so it is fetched only on intent. */
  loadSignClient?: () => Promise<typeof SignClientClass>
}

const defaultLoad = async () => (await import('@walletconnect/sign-client')).SignClient

/** The WALLET_CONNECT connector: a wallet on another device (QR) or app (deep link) through the relay. */
export function createWalletConnectConnector(parameters: WalletConnectConnectorParameters) {
  let client: SignClient | undefined
  let loading: Promise<SignClient> | undefined
  let session: SessionTypes.Struct | undefined
  let chainId: string | number = '1'
  let attempt = 0
  const rpcMap = rpcMapOf(parameters.networks)

  const getClient = () => {
    loading ??= (async () => {
      const SignClient = await (parameters.loadSignClient ?? defaultLoad)()
      const created = await SignClient.init({
        projectId: parameters.projectId,
        ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
        metadata: parameters.metadata,
        telemetryEnabled: false,
        logger: WC_LOG_LEVEL,
        maxLogBlobSizeInBytes: WC_LOG_BUFFER_BYTES,
        ...parameters.signClientOptions,
      })
      // No verify server next to a self-hosted relay: skip the attestation iframe that waits 5 s per call (docs/walletconnect.md).
      created.core.verify.register = async () => ''
      // A relay's refusal (close code 3000 and its reason) reaches the page only as this event.
      created.core.relayer.on('relayer_error', (error: unknown) => parameters.onRelayError?.(error))
      listenToSession(created, {
        topic: () => session?.topic,
        deleted() {
          session = undefined
          parameters.storedSession.set(false)
          parameters.onSession?.(undefined)
          parameters.onSessionDeleted()
        },
        updated(next, eip155Changed) {
          session = next
          parameters.onSession?.(next)
          // Each address once (the session lists it per chain), so the connection's list is the wallet's.
          if (eip155Changed)
            parameters.onAccountsChanged?.(resultOf(next).accounts.map((account) => account.address))
        },
        accountsChanged: (accounts) => parameters.onAccountsChanged?.(accounts),
        chainChanged(next) {
          chainId = next
          parameters.onChainChanged?.(next)
        },
        namespaceEvent: (event) => parameters.onNamespaceEvent?.(event),
      })
      client = created
      return created
    })()
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  const adopt = (approved: SessionTypes.Struct): ConnectResult => {
    session = approved
    parameters.storedSession.set(true)
    parameters.onSession?.(approved)
    const result = resultOf(approved)
    chainId = result.chainId
    return result
  }

  /** The live session: the one in use, else the newest stored one (a reload), adopted. */
  let restoring: Promise<SessionTypes.Struct> | undefined
  const restore = () => {
    if (session) return Promise.resolve(session)
    restoring ??= (async () => {
      if (!parameters.storedSession.has()) throw new SessionNotInitializedError()
      const signClient = await getClient()
      const live = signClient.session
        .getAll()
        .filter((entry) => entry.expiry * 1000 > Date.now())
        .sort((a, b) => b.expiry - a.expiry)[0]
      if (!live) {
        parameters.storedSession.set(false)
        throw new SessionNotInitializedError()
      }
      adopt(live)
      return live
    })().finally(() => {
      restoring = undefined
    })
    return restoring
  }

  const provider = {
    /** An eip155 request on the session's chain, or a request of another namespace on `chainId` (CAIP-2). */
    async request({
      method,
      params,
      chainId: target,
    }: {
      method: string
      params?: unknown
      chainId?: string | undefined
    }): Promise<unknown> {
      if (!client) throw new SignClientNotInitializedError()
      if (!session) throw new SessionNotInitializedError()
      if (target && !target.startsWith('eip155:'))
        return client.request({
          topic: session.topic,
          chainId: target,
          request: { method, params: params ?? {} },
        })
      if (method === 'eth_chainId') return `0x${Number(chainId).toString(16)}`
      // Reads go to the chain's RPC (the session's rpcMap), not across the relay to the wallet.
      const rpcUrl = rpcMap[`eip155:${chainId}`]
      if (rpcUrl && WC_RPC_READ_METHODS.has(method)) return callJsonRpc({ url: rpcUrl, method, params })
      if (method === 'eth_accounts' || method === 'eth_requestAccounts')
        return resultOf(session).accounts.map((account) => account.address)
      return client.request({
        topic: session.topic,
        chainId: `eip155:${chainId}`,
        request: { method, params: params ?? [] },
      })
    },
    get session() {
      return session
    },
    /** spec 3, wallet session namespaces: the RPC URL reads use, by CAIP-2 id. */
    rpcMap,
  }

  const connector: Connector = {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: parameters.name ?? 'WalletConnect',
    chain: 'eip155',
    imageUrl: parameters.imageUrl,
    async connect() {
      const current = ++attempt
      const signClient = await getClient()
      const optionalNamespaces = sessionNamespacesOf(parameters.networks, parameters.servedNamespaces)
      try {
        // Each pairing lives 4 minutes; a new one (new QR) replaces it until the wallet approves or connect is retried.
        for (;;) {
          const { uri, approval } = await signClient.connect({ optionalNamespaces })
          if (!uri) throw new SessionNotInitializedError()
          const expiresAt = Date.now() + WC_PAIRING_EXPIRY_MS
          parameters.onPairing({ uri, expiresAt })
          const approved = approval()
          const outcome = await approvalOrExpiry(approved, expiresAt, () => current !== attempt)
          if (current !== attempt) throw new Error('a newer WalletConnect pairing replaced this one')
          if (outcome !== 'expired') return adopt(outcome)
          approved.catch(() => undefined)
        }
      } catch (error) {
        parameters.onError(error)
        throw error
      } finally {
        if (current === attempt) parameters.onPairing(undefined)
      }
    },
    cancel() {
      // The pairing under way stops waiting at its next check; its QR goes away now.
      attempt++
      parameters.onPairing(undefined)
    },
    async reconnect() {
      return resultOf(await restore())
    },
    async disconnect() {
      const topic = session?.topic
      session = undefined
      parameters.storedSession.set(false)
      parameters.onSession?.(undefined)
      if (client && topic)
        await client
          .disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
          .catch(() => undefined)
    },
    getProvider: () => provider,
    async switchNetwork(caipNetwork) {
      const target = Number(caipNetwork.id)
      const allowed = session?.namespaces.eip155?.chains ?? []
      if (allowed.length > 0 && !allowed.includes(caipNetwork.caipNetworkId))
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${target.toString(16)}` }],
        })
      chainId = target
    },
  }
  return { connector, provider, restore, getClient: () => client }
}
export type WalletConnectConnector = ReturnType<typeof createWalletConnectConnector>
