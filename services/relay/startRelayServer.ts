import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { RELAY_MAX_FRAME_BYTES, RELAY_PING_INTERVAL_MS } from '../constants.js'
import { guardHost } from '../hostCheck.js'
import { logHandlerError } from '../logHandlerError.js'
import { pingPeers } from './acceptRelayPeer.js'
import { createProjectLookupCache, type RelayProject } from './projectLookupCache.js'
import type { RelayBackend } from './redisRelayBackend.js'
import { type RelayLimits, relayLimitsWith } from './relayLimits.js'
import { receiveShared } from './relayPublish.js'
import { createRelayState } from './relayState.js'
import { createRelayUpgradeHandler } from './relayUpgrade.js'

export type { RelayLimits, RelayProject }

export type StartRelayServerParameters = {
  host: string
  /** 0 picks a free port. */
  port: number
  /** The services' project lookup: the project's allowed origins, or undefined when the project is unknown. */
  lookupProject: (projectId: string) => Promise<RelayProject | undefined>
  /** The URL clients are given and sign as their token's audience (e.g. `wss://relay.example.com` behind a proxy); defaults to `ws://host:port`. */
  publicUrl?: string | undefined
  /** Ping interval; defaults to RELAY_PING_INTERVAL_MS. */
  pingIntervalMs?: number
  /** Shares messages with other relay instances (the optional Redis backend); in-memory alone without it. */
  backend?: RelayBackend | undefined
  /** Overrides of the limits (benchmarks and tests); the defaults are in services/constants.ts. */
  limits?: Partial<RelayLimits>
  /** Addresses of the reverse proxies in front of the relay: the upgrade limit per address reads the client from their X-Forwarded-For. */
  trustedProxies?: readonly string[] | undefined
}

export type RelayStats = {
  sockets: number
  topics: number
  subscriptions: number
  messages: number
  storedBytes: number
  bufferedBytes: number
  projectsCached: number
  published: number
  delivered: number
  /** Sockets closed because they did not drain or did not answer a ping. */
  dropped: number
}

export type RelayServer = {
  /** The URL clients connect to and sign as audience: `publicUrl`, else `ws://host:port`. */
  url: string
  port: number
  /** Counters for tests, the soak script and the report. */
  stats(): RelayStats
  close(): Promise<void>
}

/** Starts the WalletConnect-compatible relay (irn_* JSON-RPC over `ws`) on host:port. */
export function startRelayServer(parameters: StartRelayServerParameters): Promise<RelayServer> {
  const relay = createRelayState(relayLimitsWith(parameters.limits), parameters.backend)
  const projectCache = createProjectLookupCache({ lookup: parameters.lookupProject })
  let boundPort = parameters.port
  let publicUrl = parameters.publicUrl

  const webSockets = new WebSocketServer({ noServer: true, maxPayload: RELAY_MAX_FRAME_BYTES })
  const server = createServer((_request, response) => {
    try {
      response.writeHead(426, { 'content-type': 'text/plain' })
      response.end('this is a WalletConnect relay: connect with a websocket\n')
    } catch (error) {
      logHandlerError('relay http', error)
      response.destroy()
    }
  })
  guardHost(server, { names: [parameters.host], urls: [parameters.publicUrl] })
  server.on(
    'upgrade',
    createRelayUpgradeHandler({
      relay,
      webSockets,
      projects: projectCache,
      trustedProxies: parameters.trustedProxies,
      url: () => publicUrl ?? `ws://${parameters.host}:${boundPort}`,
    }),
  )
  receiveShared(relay)

  // Clients terminate a socket that hears no ping for 35 s; we ping with a fresh nonce, and drop peers whose pong does not echo it.
  const heartbeat = setInterval(() => {
    try {
      pingPeers(relay)
      relay.mailbox.sweep()
      projectCache.prune()
    } catch (error) {
      logHandlerError('relay heartbeat', error)
    }
  }, parameters.pingIntervalMs ?? RELAY_PING_INTERVAL_MS)
  heartbeat.unref()

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port, parameters.host, () => {
      boundPort = (server.address() as AddressInfo).port
      publicUrl = parameters.publicUrl ?? `ws://${parameters.host}:${boundPort}`
      resolve({
        url: publicUrl,
        port: boundPort,
        stats: () => ({
          sockets: relay.peers.size,
          topics: relay.subscribers.size,
          subscriptions: relay.subscriptions,
          messages: relay.mailbox.size,
          storedBytes: relay.mailbox.bytes,
          bufferedBytes: relay.bufferedBytes,
          projectsCached: projectCache.size,
          published: relay.published,
          delivered: relay.delivered,
          dropped: relay.dropped,
        }),
        close: () =>
          new Promise<void>((done) => {
            clearInterval(heartbeat)
            for (const peer of relay.peers) peer.socket.terminate()
            webSockets.close()
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
