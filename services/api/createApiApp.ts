import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { BUILD_TRANSACTION_MAX_BYTES } from '../../plugins/swaps/protocol/convert.js'
import type { BlockchainConfig } from '../blockchain/chainConfig.js'
import { trustedProxySet } from '../clientAddress.js'
import { MAX_BODY_BYTES, RPC_MAX_BODY_BYTES } from '../constants.js'
import type { Database } from '../db/database.js'
import { logHandlerError } from '../logHandlerError.js'
import { blockchainRoutes, FUNGIBLE_PRICE_BODY, tokenIconUrlOf } from './blockchainRoutes.js'
import { BUILD_TRANSACTION_BODY, convertRoutes } from './convertRoutes.js'
import type { NamesConfig } from './names/namesConfig.js'
import { profileRoutes } from './names/profileRoutes.js'
import { nftMetadataRoutes, nftRoutes } from './nftRoutes.js'
import { type OnrampConfig, onrampRoutes } from './onramp/onrampRoutes.js'
import { assertNoControlCharacters } from './parseInput.js'
import { type GateVariables, projectGate } from './projectGate.js'
import { RPC_HOST_PATHS, rpcHostRoutes } from './rpcHostRoutes.js'
import { ServiceError } from './serviceError.js'
import { siwxRoutes } from './siwx/siwxRoutes.js'
import { PROJECT_STANDING_PATHS, walletServiceRoutes } from './walletServiceRoutes.js'

export type CreateApiAppParameters = {
  database: Database
  blockchain: BlockchainConfig
  /** The API's own URL as clients reach it (image and icon URLs are built on it, never on the Host header). */
  publicUrl: string | (() => string)
  maxBodyBytes?: number
  /** The RPC host's body limit (a batch of up to 1000 calls); defaults to RPC_MAX_BODY_BYTES. */
  rpcMaxBodyBytes?: number
  historyPageSize?: number
  now?: () => number
  /** Addresses of the reverse proxies in front of the API: per-client limits read the client from their X-Forwarded-For. */
  trustedProxies?: readonly string[] | undefined
  /** The names service's suffixes (default: the spec's .reown.id and .wcn.id). */
  names?: NamesConfig | undefined
  /** The on-ramp provider /v1/generators/onrampurl links to; without it that route answers 404. */
  onramp?: OnrampConfig | undefined
}

/**
 * POSTs of the blockchain API that AppKit 1.8's published client sends with projectId in the body and no query
 * (BlockchainApiController.fetchTokenPrice, generateSwapCalldata), with what each body must be.
 */
const PROJECT_IN_BODY = {
  '/v1/fungible/price': FUNGIBLE_PRICE_BODY,
  '/v1/convert/build-transaction': BUILD_TRANSACTION_BODY,
}

/** A body limit answering 413 with the limit in the message. */
const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ServiceError(
        413,
        'BODY_TOO_LARGE',
        `the request body is over ${maxSize} bytes; send a smaller body`,
      )
    },
  })

/** The services HTTP API: wallet service and blockchain API routes behind the project gate. */
export function createApiApp(parameters: CreateApiAppParameters): Hono<{ Variables: GateVariables }> {
  const now = parameters.now ?? Date.now
  const app = new Hono<{ Variables: GateVariables }>()
  const publicUrl =
    typeof parameters.publicUrl === 'string' ? () => parameters.publicUrl as string : parameters.publicUrl
  const rpcLimit = limitBody(parameters.rpcMaxBodyBytes ?? RPC_MAX_BODY_BYTES)
  // Paths with a limit of their own; every other path has the default one.
  const bodyLimitOfPath = new Map<string, MiddlewareHandler>([
    ...RPC_HOST_PATHS.map((path) => [path, rpcLimit] as const),
    ['/v1/convert/build-transaction', limitBody(BUILD_TRANSACTION_MAX_BYTES)],
  ])
  const otherLimit = limitBody(parameters.maxBodyBytes ?? MAX_BODY_BYTES)
  // Before the gate, which reads the body of a PROJECT_IN_BODY path.
  const limitBodyByPath: MiddlewareHandler = (c, next) =>
    (bodyLimitOfPath.get(c.req.path) ?? otherLimit)(c, next)

  // Before anything reads the input: NUL and control characters never reach the database or the chain.
  app.use('*', async (c, next) => {
    assertNoControlCharacters(new URL(c.req.url))
    await next()
  })
  app.get('/health', (c) => c.json({ ok: true }))
  // Token URIs are read by wallets and explorers, with no project: before the gate.
  app.route('/', nftMetadataRoutes(parameters.blockchain.nftCollections ?? []))
  app.use('*', limitBodyByPath)
  app.use(
    '*',
    projectGate(parameters.database, {
      withoutSdkParams: RPC_HOST_PATHS,
      // A self-hosted backend AppKit's own client can use accepts how it sends these.
      projectInBody: PROJECT_IN_BODY,
      openToAnyOrigin: PROJECT_STANDING_PATHS,
      trustedProxies: trustedProxySet(parameters.trustedProxies),
    }),
  )
  app.route('/', rpcHostRoutes(parameters.blockchain))
  app.route('/', walletServiceRoutes(parameters.database, publicUrl))
  app.route(
    '/',
    blockchainRoutes({
      database: parameters.database,
      config: parameters.blockchain,
      publicUrl,
      historyPageSize: parameters.historyPageSize,
      now,
    }),
  )

  app.route('/', onrampRoutes(parameters.blockchain, parameters.onramp))
  app.route('/', nftRoutes(parameters.database, parameters.blockchain.nftCollections ?? []))
  app.route(
    '/',
    convertRoutes(parameters.blockchain, (requestUrl, symbol) =>
      tokenIconUrlOf(publicUrl(), requestUrl, symbol),
    ),
  )
  app.route('/', siwxRoutes({ database: parameters.database, blockchain: parameters.blockchain, now }))
  app.route(
    '/',
    profileRoutes({
      database: parameters.database,
      blockchain: parameters.blockchain,
      names: parameters.names,
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
    logHandlerError(`services api ${c.req.method} ${c.req.path}`, error)
    return c.json({ error: { code: 'INTERNAL', message: 'internal error; see the server log' } }, 500)
  })
  return app
}
