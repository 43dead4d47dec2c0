import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import type { Duplex } from 'node:stream'
import { isCanonicalOrigin } from '../../kernel/rules/originPattern.js'
import { fromBrowser, guardHost } from '../hostCheck.js'
import { refusePageCalls } from '../pageMethods.js'
import { readBodyUpTo } from '../readBodyUpTo.js'
import { scanJson } from '../scanJson.js'

/** A JSON-RPC body nested deeper than this is refused before anything parses it (the API's limit). */
const MAX_JSON_DEPTH = 32
/** A browser's body: the RPC host's limit. A tool's (a contract deployment) may be larger. */
const MAX_BROWSER_BODY_BYTES = 1024 * 1024
const MAX_TOOL_BODY_BYTES = 16 * 1024 * 1024

export type ChainGuardParameters = {
  /** What the log lines call it: `chain 31337`, `bundler`. */
  name: string
  /** The public port browsers and tools use (loopback). */
  port: number
  /** The process it stands in front of, on a private loopback port. */
  targetPort: number
  /** Whether a browser page on `origin` may call it (the dev project's list, the secure site's origin). */
  allowOrigin(origin: string): boolean | Promise<boolean>
  /** Whether a browser page may call `method` (reads and broadcasts; never anvil_*, evm_*, debug_*). */
  allowMethod(method: string): boolean
  /** What pages may send, for the refusal's message. */
  served: string
}

export type ChainGuard = { url: string; close(): Promise<void> }

function refuse(
  response: ServerResponse,
  status: number,
  message: string,
  cors: Record<string, string> = {},
  code = -32600,
) {
  if (response.headersSent) return response.destroy()
  const body = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } })
  response.writeHead(status, { ...cors, 'content-type': 'application/json', connection: 'close' })
  response.end(body)
}

/**
 * A loopback proxy in front of a dev chain or the bundler, on its public port. Every caller: a Host it serves (no DNS
 * rebinding), a body within its limit and nested at most 32 deep (400 and one log line otherwise, never the process's
 * stack trace). A browser (an Origin header): only from an allowed origin (403 without CORS otherwise) and only
 * allowed methods; tools (no Origin: tests, scripts, the services) reach every method, anvil_* included.
 */
export async function startChainGuard(parameters: ChainGuardParameters): Promise<ChainGuard> {
  const { name, targetPort } = parameters

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const browser = fromBrowser(request)
    const origin = request.headers.origin
    let cors: Record<string, string> = {}
    if (browser) {
      const allowed =
        origin !== undefined && isCanonicalOrigin(origin) && (await parameters.allowOrigin(origin))
      if (!allowed)
        return refuse(
          response,
          403,
          `${name} answers browser pages only from the project's allowed origins; ${origin ?? 'this page'} is not one (use the RPC host, or a script without an Origin)`,
        )
      cors = { 'access-control-allow-origin': origin as string, vary: 'Origin' }
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
        })
        return response.end()
      }
      if (request.method !== 'POST') return refuse(response, 405, 'POST a JSON-RPC request', cors)
    }
    const body = await readBodyUpTo(request, browser ? MAX_BROWSER_BODY_BYTES : MAX_TOOL_BODY_BYTES)
    if (body === undefined) return refuse(response, 413, 'the body is over its byte limit', cors)
    let json: unknown
    if (body.length > 0 || browser) {
      if (scanJson(body, Number.POSITIVE_INFINITY, MAX_JSON_DEPTH).depth > MAX_JSON_DEPTH) {
        console.warn(`${name}: refused a JSON body nested deeper than ${MAX_JSON_DEPTH} levels`)
        return refuse(
          response,
          400,
          `Invalid Request: JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
          cors,
        )
      }
      try {
        json = JSON.parse(body.toString('utf8'))
      } catch {
        return refuse(response, 400, 'Parse error: the body is not JSON', cors, -32700)
      }
    }
    const refusal = browser ? refusePageCalls(json, parameters.allowMethod, parameters.served) : undefined
    if (refusal !== undefined) {
      response.writeHead(200, { ...cors, 'content-type': 'application/json' })
      return response.end(JSON.stringify(refusal))
    }
    await forward(request, response, body, cors)
  }

  function forward(
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
    cors: Record<string, string>,
  ): Promise<void> {
    return new Promise((resolve) => {
      const headers = {
        ...request.headers,
        host: `127.0.0.1:${targetPort}`,
        'content-length': String(body.length),
      }
      delete headers.origin
      delete headers['transfer-encoding']
      const upstream = httpRequest(
        { host: '127.0.0.1', port: targetPort, method: request.method, path: request.url, headers },
        (answer) => {
          const kept = Object.fromEntries(
            Object.entries(answer.headers).filter(([key]) => !key.startsWith('access-control-')),
          )
          response.writeHead(answer.statusCode ?? 502, { ...kept, ...cors })
          answer.pipe(response)
          answer.on('end', resolve)
          answer.on('error', () => resolve(void response.destroy()))
        },
      )
      upstream.on('error', (error) => {
        console.warn(`${name}: the process behind it did not answer (${error.message})`)
        refuse(response, 502, `${name} is not answering; is it running?`, cors, -32603)
        resolve()
      })
      upstream.end(body)
    })
  }

  // Websockets: tools only, piped as they are; a browser page never opens one.
  function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => undefined)
    if (fromBrowser(request)) return socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n')
    const upstream = connect(targetPort, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`]
      for (let index = 0; index < request.rawHeaders.length; index += 2)
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`)
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length) upstream.write(head)
      upstream.pipe(socket).pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('close', () => upstream.destroy())
  }

  const server = createServer((request, response) => {
    request.on('error', () => undefined)
    serve(request, response).catch((error: unknown) => {
      const aborted = request.readableAborted || (error as { code?: unknown }).code === 'ECONNRESET'
      console.warn(
        `${name}: ${aborted ? 'a client broke off its request' : `refused a request (${String((error as Error)?.message ?? error).split('\n')[0]})`}`,
      )
      refuse(response, 400, 'Invalid Request: the request could not be read')
    })
  })
  guardHost(server)
  server.on('upgrade', upgrade)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port, '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${parameters.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
