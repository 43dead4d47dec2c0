import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { guardHost } from '../hostCheck.js'
import { logHandlerError } from '../logHandlerError.js'
import { type CreateApiAppParameters, createApiApp } from './createApiApp.js'

export type ApiServer = { url: string; close(): Promise<void> }

export type StartApiServerParameters = Omit<CreateApiAppParameters, 'publicUrl'> & {
  host: string
  port: number
  /** The URL clients use (behind a proxy, its https URL); defaults to `http://host:port`. */
  publicUrl?: string | undefined
}

/** Serves the API on host:port (port 0 picks a free one) and resolves once it listens. */
export function startApiServer(parameters: StartApiServerParameters): Promise<ApiServer> {
  let url = parameters.publicUrl ?? ''
  const app = createApiApp({ ...parameters, publicUrl: () => url })
  // The last line of defence: whatever escapes the app answers that one request with 500, never the process.
  const fetchSafely = async (request: Request, env: unknown) => {
    try {
      return await app.fetch(request, env as never)
    } catch (error) {
      logHandlerError('services api', error)
      return Response.json(
        { error: { code: 'INTERNAL', message: 'internal error; see the server log' } },
        { status: 500 },
      )
    }
  }
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: fetchSafely, hostname: parameters.host, port: parameters.port },
      (info: AddressInfo) => {
        url = parameters.publicUrl ?? `http://${parameters.host}:${info.port}`
        resolve({
          url: `http://${parameters.host}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done())
              if ('closeAllConnections' in server) server.closeAllConnections()
            }),
        })
      },
    )
    guardHost(server as Server, { names: [parameters.host], urls: [parameters.publicUrl] })
    server.once('error', reject)
    server.on('clientError', (_error, socket) => {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
      else socket.destroy()
    })
  })
}
