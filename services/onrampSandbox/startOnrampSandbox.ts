import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { guardHost } from '../hostCheck.js'
import { createSandboxApp, type SandboxParameters } from './createSandboxApp.js'

export type OnrampSandbox = { url: string; close(): Promise<void> }

/** Serves the sandbox provider on host:port (Host-checked like every port of the stack); `publicHost` is the name pages use. */
export function startOnrampSandbox(
  parameters: Omit<SandboxParameters, 'origin'> & { host: string; port: number; publicHost: string },
): Promise<OnrampSandbox> {
  let url = ''
  const { app } = createSandboxApp({ ...parameters, origin: () => url })
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: parameters.host, port: parameters.port },
      (info: AddressInfo) => {
        url = `http://${parameters.publicHost}:${info.port}`
        resolve({
          url,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done())
              if ('closeAllConnections' in server) server.closeAllConnections()
            }),
        })
      },
    )
    guardHost(server as Server, { names: [parameters.host, parameters.publicHost] })
    server.once('error', reject)
  })
}
