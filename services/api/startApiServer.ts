import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type CreateApiAppParameters, createApiApp } from './createApiApp.js'

export type ApiServer = { url: string; close(): Promise<void> }

/** Serves the API on host:port (port 0 picks a free one) and resolves once it listens. */
export function startApiServer(
  parameters: CreateApiAppParameters & { host: string; port: number },
): Promise<ApiServer> {
  const app = createApiApp(parameters)
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: parameters.host, port: parameters.port },
      (info: AddressInfo) => {
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
    server.once('error', reject)
  })
}
