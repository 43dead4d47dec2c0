import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'

/**
 * The Host names a server of the stack answers to, besides 127.0.0.1 and localhost: the interface it listens on and
 * the public names other machines use (`--public-host`). Names get the server's port appended; the host of each of
 * `urls` (a public URL behind a proxy, `https://api.example.com` gives `api.example.com`) is taken as it is.
 */
export type ServedHosts = {
  names?: readonly (string | undefined)[]
  urls?: readonly (string | undefined)[]
}

/** A wildcard address is not a name a browser should use: `http://0.0.0.0:4000` is refused even when bound there. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]'])

/** Every `Host` header value a server on `port` accepts, lower-cased: each name with this port or none. */
export function servedHostSet(port: number, served: ServedHosts = {}): ReadonlySet<string> {
  const hosts = new Set<string>()
  for (const name of ['127.0.0.1', 'localhost', ...(served.names ?? [])]) {
    if (!name || WILDCARD_HOSTS.has(name)) continue
    const host = name.includes(':') && !name.startsWith('[') ? `[${name}]` : name
    // `127.0.0.1` alone is valid HTTP/1.1 (the port implied); a rebinding page sends its own name either way.
    hosts.add(host.toLowerCase())
    hosts.add(`${host}:${port}`.toLowerCase())
  }
  for (const url of served.urls ?? [])
    if (url && URL.canParse(url)) hosts.add(new URL(url).host.toLowerCase())
  return hosts
}

/** Whether a request's `Host` header names this server (DNS rebinding sends the attacker's own name). */
export function isServedHost(header: string | undefined, hosts: ReadonlySet<string>): boolean {
  return header !== undefined && hosts.has(header.toLowerCase())
}

const REFUSAL = (host: string | undefined) =>
  JSON.stringify({
    error: {
      code: 'HOST_NOT_ALLOWED',
      message: `this server answers only the host names it serves, not ${JSON.stringify(host ?? '')}; use the URL it printed (DNS rebinding is refused)`,
    },
  })

function refuseRequest(request: IncomingMessage, response: ServerResponse) {
  const body = REFUSAL(request.headers.host)
  response.writeHead(403, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  })
  response.end(body)
}

function refuseUpgrade(request: IncomingMessage, socket: Duplex) {
  const body = REFUSAL(request.headers.host)
  socket.on('error', () => undefined)
  socket.end(
    `HTTP/1.1 403 Forbidden\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
}

/**
 * Makes `server` refuse (403 `HOST_NOT_ALLOWED`, before any handler runs) every request and websocket upgrade whose
 * `Host` is not one it serves: 127.0.0.1:port, localhost:port and `served`. The port is the one it is bound to.
 * It wraps the server's emit, so it holds whatever listeners the server has or gets later (ws, hono, oidc-provider).
 */
export function guardHost(server: Server, served: ServedHosts = {}): void {
  let hosts: ReadonlySet<string> | undefined
  let hostsPort = -1
  const hostsNow = () => {
    const port = (server.address() as AddressInfo | null)?.port ?? -1
    if (!hosts || port !== hostsPort) {
      hosts = servedHostSet(port, served)
      hostsPort = port
    }
    return hosts
  }
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === 'request' || event === 'upgrade' || event === 'checkContinue') {
      const request = args[0] as IncomingMessage
      if (!isServedHost(request.headers.host, hostsNow())) {
        if (event === 'upgrade') refuseUpgrade(request, args[1] as Duplex)
        else refuseRequest(request, args[1] as ServerResponse)
        return true
      }
    }
    return emit(event, ...args)
  }) as Server['emit']
}

/**
 * A request a browser sent: browsers send Origin on every POST and websocket upgrade, and Sec-Fetch-Site on every
 * request (Node's fetch sends Sec-Fetch-Mode, never these two).
 */
export const fromBrowser = (request: IncomingMessage): boolean =>
  request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined
