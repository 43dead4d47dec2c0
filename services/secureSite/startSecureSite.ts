import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { guardHost } from '../hostCheck.js'
import { type CreateSecureSiteAppParameters, createSecureSiteApp } from './createSecureSiteApp.js'

export type SecureSite = { url: string; close(): Promise<void> }

/**
 * Serves the secure site on host:port (port 0 picks one). Its address uses `publicHost` (default
 * `localhost`), another host than the host app's 127.0.0.1, so the browser treats it as another site.
 */
export function startSecureSite(
  parameters: Omit<CreateSecureSiteAppParameters, 'origin'> & {
    host: string
    port: number
    publicHost?: string
  },
): Promise<SecureSite> {
  const publicHost = parameters.publicHost ?? 'localhost'
  return new Promise((resolve, reject) => {
    let origin = ''
    // The origin is known once the port is; the app reads it on each request.
    const context = {
      ...parameters,
      get origin() {
        return origin
      },
    }
    const app = createSecureSiteApp(context)
    const server = serve(
      { fetch: app.fetch, hostname: parameters.host, port: parameters.port },
      (info: AddressInfo) => {
        origin = `http://${publicHost}:${info.port}`
        resolve({
          url: origin,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done())
              if ('closeAllConnections' in server) server.closeAllConnections()
            }),
        })
      },
    )
    guardHost(server as Server, { names: [parameters.host, publicHost] })
    server.once('error', reject)
  })
}
