import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { WebSocketServer } from 'ws'
import { originMatches } from '../../kernel/rules/originPattern.js'
import { clientAddress, trustedProxySet } from '../clientAddress.js'
import { RELAY_REFUSAL_CLOSE_CODE, RELAY_REFUSAL_REASONS } from '../constants.js'
import { logHandlerError } from '../logHandlerError.js'
import { retryAfterSeconds } from '../rateLimit.js'
import { acceptRelayPeer } from './acceptRelayPeer.js'
import type { RelayProject } from './projectLookupCache.js'
import { readRelayUpgrade } from './readRelayUpgrade.js'
import type { RelayState } from './relayState.js'
import { RelayAuthError, RelayTokenNotYetValidError, verifyRelayJwt } from './verifyRelayJwt.js'

type RefusalStatus = 400 | 401 | 403 | 429 | 503

const STATUS_TEXT: Record<RefusalStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
}

/** Answers an upgrade with a plain HTTP refusal (a 429 says when to retry) and closes the connection. */
function refuse(socket: Duplex, status: RefusalStatus, reason: string, retryAfter?: number): void {
  const body = `${reason}\n`
  const retry = retryAfter === undefined ? '' : `Retry-After: ${retryAfter}\r\n`
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${retry}Connection: close\r\n\r\n${body}`,
  )
}

export type RelayUpgradeParameters = {
  relay: RelayState
  webSockets: WebSocketServer
  projects: { get(projectId: string): Promise<RelayProject | undefined> }
  trustedProxies?: readonly string[] | undefined
  /** The URL clients sign as their token's audience. */
  url: () => string
}

/** The HTTP server's `upgrade` listener: checks rate, room, token, project and origin, then accepts the socket. */
export function createRelayUpgradeHandler(parameters: RelayUpgradeParameters) {
  const { relay, webSockets } = parameters
  const trustedProxies = trustedProxySet(parameters.trustedProxies)
  /** A refusal the page must read: the socket opens and closes at once with code 3000 and the reason. */
  const refuseOverSocket = (request: IncomingMessage, socket: Duplex, head: Buffer, reason: string) =>
    webSockets.handleUpgrade(request, socket, head, (ws) => ws.close(RELAY_REFUSAL_CLOSE_CODE, reason))

  const onUpgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Each upgrade costs a signature check and maybe a lookup: one address may not make them without end.
    const address = clientAddress({
      remoteAddress: request.socket.remoteAddress,
      forwardedFor: request.headers['x-forwarded-for'],
      trustedProxies,
    })
    const msBeforeNext = await relay.rates.upgradesPerAddress.take(address)
    if (msBeforeNext !== undefined) {
      const seconds = retryAfterSeconds(msBeforeNext)
      return refuse(socket, 429, `too many connections from this address; retry in ${seconds} s`, seconds)
    }
    if (relay.peers.size >= relay.limits.sockets) return refuse(socket, 503, 'the relay is full; retry later')
    const upgrade = readRelayUpgrade(request)
    if ('status' in upgrade) return refuse(socket, upgrade.status, upgrade.reason)
    let clientId: string
    try {
      clientId = (await verifyRelayJwt({ jwt: upgrade.auth, audiences: [parameters.url()] })).clientId
    } catch (error) {
      // A token from the future is refused where the page can read why (spec 8: JWT not yet valid).
      if (error instanceof RelayTokenNotYetValidError)
        return refuseOverSocket(request, socket, head, RELAY_REFUSAL_REASONS.tokenNotYetValid)
      return refuse(socket, 401, error instanceof RelayAuthError ? error.message : 'invalid auth token')
    }
    parameters.projects.get(upgrade.projectId).then(
      (project) => {
        try {
          // An unknown project too: the page reads the reason and shows Invalid Project ID.
          if (!project) return refuseOverSocket(request, socket, head, RELAY_REFUSAL_REASONS.unknownProject)
          // A browser says where the page comes from: it must be one of the project's allowed origins.
          const origin = upgrade.origin
          if (origin !== undefined && !project.origins.some((entry) => originMatches(entry, origin)))
            return refuse(socket, 403, `origin ${origin} is not allowed for project ${upgrade.projectId}`)
          if (relay.peers.size >= relay.limits.sockets)
            return refuse(socket, 503, 'the relay is full; retry later')
          webSockets.handleUpgrade(request, socket, head, (ws) =>
            acceptRelayPeer(relay, ws, clientId, upgrade.projectId, address),
          )
        } catch (error) {
          logHandlerError('relay upgrade', error)
          socket.destroy()
        }
      },
      () => refuse(socket, 503, 'project lookup failed; retry later'),
    )
  }

  return (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    // The token check is asynchronous (jose): whatever the upgrade throws arrives as a rejection.
    onUpgrade(request, socket, head).catch((error: unknown) => {
      logHandlerError('relay upgrade', error)
      refuse(socket, 400, 'bad upgrade request')
    })
  }
}
