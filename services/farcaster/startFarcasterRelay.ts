import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { guardHost } from '../hostCheck.js'
import { createFarcasterRelayApp, type FarcasterRelayService } from './createFarcasterRelayApp.js'

export type FarcasterRelay = { url: string; close(): Promise<void> }

/** Serves the local Farcaster sign-in relay on host:port (port 0 picks one). */
export function startFarcasterRelay(parameters: {
  host: string
  port: number
  publicHost?: string
  clientKeys: readonly string[]
  /** Servers that open channels for their users on a budget of their own (the secure site). */
  services?: readonly FarcasterRelayService[]
}): Promise<FarcasterRelay> {
  return new Promise((resolve, reject) => {
    let origin = ''
    const app = createFarcasterRelayApp({
      origin: () => origin,
      clientKeys: parameters.clientKeys,
      services: parameters.services,
    })
    const server = serve(
      { fetch: app.fetch, hostname: parameters.host, port: parameters.port },
      (info: AddressInfo) => {
        origin = `http://${parameters.publicHost ?? parameters.host}:${info.port}`
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
    guardHost(server as Server, { names: [parameters.host, parameters.publicHost] })
    server.once('error', reject)
  })
}
