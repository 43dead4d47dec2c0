import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { logHandlerError } from '../../logHandlerError.js'
import { MAX_RPC_BATCH, MAX_RPC_BODY_BYTES, MAX_WS_MESSAGE_BYTES } from './constants.js'
import { answerRpcBody, methodTable } from './handleSolanaRpc.js'
import type { LocalSolanaChain } from './localSolanaChain.js'
import { createSolanaPubsub } from './solanaPubsub.js'
import { solanaRpcMethods } from './solanaRpcMethods.js'

export type SolanaRpcServer = { rpcUrl: string; wsUrl: string; close(): Promise<void> }

export type StartSolanaRpcServerParameters = {
  chain: LocalSolanaChain
  airdrop(to: string, lamports: bigint): Promise<string>
  host: string
  /** 0 picks a free port. */
  httpPort: number
  wsPort: number
  maxBodyBytes?: number
}

// The chain is public loopback data (as a cluster's RPC is), so any page may read it; web3.js adds `solana-client`.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

function listen(server: Server | WebSocketServer, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    const done = () => resolve((server.address() as AddressInfo).port)
    if (server instanceof WebSocketServer) server.once('listening', done)
    else server.listen(port, host, done)
  })
}

/** Serves the local chain's JSON-RPC over HTTP and its pubsub over a websocket on the next port. */
export async function startSolanaRpcServer(
  parameters: StartSolanaRpcServerParameters,
): Promise<SolanaRpcServer> {
  const maxBodyBytes = parameters.maxBodyBytes ?? MAX_RPC_BODY_BYTES
  const methods = methodTable(solanaRpcMethods({ chain: parameters.chain, airdrop: parameters.airdrop }))

  const respond = (response: ServerResponse, status: number, body?: unknown) => {
    if (response.headersSent) return
    response.writeHead(status, {
      ...CORS_HEADERS,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    })
    response.end(body === undefined ? undefined : JSON.stringify(body))
  }

  async function serve(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'OPTIONS') return respond(response, 204)
    if (request.method === 'GET' && request.url === '/health') {
      response.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain' })
      return response.end('ok')
    }
    if (request.method !== 'POST') {
      return respond(response, 405, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Used HTTP Method is not allowed. POST or OPTIONS is required' },
      })
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBodyBytes) {
        respond(response, 413, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: `Invalid Request: the body is over ${maxBodyBytes} bytes` },
        })
        request.destroy()
        return
      }
      chunks.push(chunk)
    }
    const answer = await answerRpcBody(Buffer.concat(chunks).toString('utf8'), methods, {
      maxBatch: MAX_RPC_BATCH,
    })
    respond(response, answer === undefined ? 204 : 200, answer)
  }

  const http = createServer((request, response) => {
    request.on('error', () => undefined)
    serve(request, response).catch((error: unknown) => {
      // A client that broke off its request (closed the socket mid-body) made the mistake: one line, a 400 if it still listens.
      if (request.readableAborted || (error as { code?: unknown }).code === 'ECONNRESET') {
        console.warn('solana rpc: a client broke off its request before the end of its body; nothing was run')
        return respond(response, 400, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: 'Invalid Request: the body ended before its Content-Length' },
        })
      }
      logHandlerError('solana rpc', error)
      respond(response, 500, { jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Internal error' } })
    })
  })
  const pubsub = createSolanaPubsub(parameters.chain)
  const httpPort = await listen(http, parameters.host, parameters.httpPort)
  let wss: WebSocketServer
  let wsPort: number
  try {
    wss = new WebSocketServer({
      host: parameters.host,
      port: parameters.wsPort,
      maxPayload: MAX_WS_MESSAGE_BYTES,
    })
    wsPort = await listen(wss, parameters.host, parameters.wsPort)
  } catch (error) {
    await new Promise((resolve) => http.close(resolve))
    throw error
  }
  wss.on('connection', (socket) => pubsub.accept(socket))
  wss.on('error', () => undefined)

  return {
    rpcUrl: `http://${parameters.host}:${httpPort}`,
    wsUrl: `ws://${parameters.host}:${wsPort}`,
    async close() {
      pubsub.close()
      for (const client of wss.clients) client.terminate()
      await Promise.all([
        new Promise((resolve) => wss.close(resolve)),
        new Promise((resolve) => {
          http.close(resolve)
          http.closeAllConnections()
        }),
      ])
    },
  }
}
