import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { BlockchainConfig } from '../blockchain/chainConfig.js'
import { MAX_BODY_BYTES } from '../constants.js'
import type { Database } from '../db/database.js'
import { blockchainRoutes } from './blockchainRoutes.js'
import { type GateVariables, projectGate } from './projectGate.js'
import { createRateLimiter } from './rateLimiter.js'
import { RPC_HOST_PATHS, rpcHostRoutes } from './rpcHostRoutes.js'
import { ServiceError } from './serviceError.js'
import { PROJECT_STANDING_PATHS, walletServiceRoutes } from './walletServiceRoutes.js'

export type CreateApiAppParameters = {
  database: Database
  blockchain: BlockchainConfig
  maxBodyBytes?: number
  historyPageSize?: number
  now?: () => number
}

/** The services HTTP API: wallet service and blockchain API routes behind the project gate. */
export function createApiApp(parameters: CreateApiAppParameters): Hono<{ Variables: GateVariables }> {
  const now = parameters.now ?? Date.now
  const app = new Hono<{ Variables: GateVariables }>()
  const maxBodyBytes = parameters.maxBodyBytes ?? MAX_BODY_BYTES

  app.get('/health', (c) => c.json({ ok: true }))
  app.use(
    '*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        throw new ServiceError(
          413,
          'BODY_TOO_LARGE',
          `the request body is over ${maxBodyBytes} bytes; send a smaller body`,
        )
      },
    }),
  )
  app.use(
    '*',
    projectGate(parameters.database, createRateLimiter(now), {
      withoutSdkParams: RPC_HOST_PATHS,
      openToAnyOrigin: PROJECT_STANDING_PATHS,
    }),
  )
  app.route('/', rpcHostRoutes(parameters.blockchain))
  app.route('/', walletServiceRoutes(parameters.database))
  app.route(
    '/',
    blockchainRoutes({
      database: parameters.database,
      config: parameters.blockchain,
      historyPageSize: parameters.historyPageSize,
      now,
    }),
  )

  app.notFound((c) =>
    c.json({ error: { code: 'NOT_FOUND', message: `no route ${c.req.method} ${c.req.path}` } }, 404),
  )
  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json({ error: { code: error.code, message: error.message } }, error.status)
    }
    console.error('services api error', error)
    return c.json({ error: { code: 'INTERNAL', message: 'internal error; see the server log' } }, 500)
  })
  return app
}
