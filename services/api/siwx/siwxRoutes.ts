import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  revokeResponseSchema,
  SIWX_DEFAULT_SESSION_MS,
  SIWX_MAX_BODY_BYTES,
  SIWX_NONCE_TTL_MS,
  SIWX_TOKEN_PATTERN,
  type SiwxSession,
  sessionAddressParamSchema,
  signedMessageBodySchema,
} from '../../../plugins/siwx/protocol/siwx.js'
import type { BlockchainConfig } from '../../blockchain/chainConfig.js'
import type { Database } from '../../db/database.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import type { GateVariables } from '../projectGate.js'
import { ServiceError } from '../serviceError.js'
import { bip122Verifier } from './bip122Verifier.js'
import { checkSignedMessage } from './checkSignedMessage.js'
import { eip155Verifier, type SiwxVerifier, servedChains, solanaVerifier } from './verifiers.js'

const SIGNED_BODY = 'a JSON object {message, signature}'
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

type SessionRow = {
  message: string
  signature: string
  data: SiwxSession['data']
  expires_at: string | number
}
const listed = (row: SessionRow) => ({
  session: { data: row.data, message: row.message, signature: row.signature },
  expiresAt: Number(row.expires_at),
})

/**
 * The services' SIWX session API (docs/plugins/siwx.md): single-use nonces, sessions created from
 * signed messages the server checks in full, their listing with a session's bearer token, and their
 * revocation: every session of the address with a new signature, or one session with its own bearer token.
 */
export function siwxRoutes(parameters: {
  database: Database
  blockchain: BlockchainConfig
  now: () => number
  verifiers?: readonly SiwxVerifier[]
}): Hono<{ Variables: GateVariables }> {
  const { database, now } = parameters
  const verifiers = parameters.verifiers ?? [
    eip155Verifier(parameters.blockchain),
    solanaVerifier(),
    bip122Verifier(),
  ]
  const chains = servedChains(parameters.blockchain)
  const routes = new Hono<{ Variables: GateVariables }>()
  routes.use(
    '/v1/sessions/*',
    bodyLimit({
      maxSize: SIWX_MAX_BODY_BYTES,
      onError: () => {
        throw new ServiceError(
          413,
          'BODY_TOO_LARGE',
          `the request body is over ${SIWX_MAX_BODY_BYTES} bytes; send a smaller body`,
        )
      },
    }),
  )

  /** Checks a signed message in full, then spends its nonce (unknown, used or expired: refused). */
  const accept = async (
    c: { req: { header(name: string): string | undefined; text(): Promise<string> } },
    projectId: string,
    origins: string[],
  ) => {
    const body = parseInput(signedMessageBodySchema, await readJsonBody(c.req, SIGNED_BODY), 'body')
    const at = now()
    const checked = await checkSignedMessage({
      body,
      verifiers,
      chains,
      allowedOrigins: origins,
      requestOrigin: c.req.header('origin'),
      now: at,
    })
    const spent = await database.query(
      'update siwx_nonces set used_at = $1 where nonce = $2 and project_id = $3 and used_at is null and expires_at > $1 returning nonce',
      [at, checked.data.nonce, projectId],
    )
    if (spent.length === 0)
      throw new ServiceError(
        401,
        'NONCE_INVALID',
        'message: its nonce is unknown, used or expired; get a new one from /v1/siwx/nonce',
      )
    return { body, at, ...checked }
  }

  routes.get('/v1/siwx/nonce', async (c) => {
    const at = now()
    const nonce = randomBytes(16).toString('hex')
    await database.query('delete from siwx_nonces where expires_at <= $1', [at - SIWX_NONCE_TTL_MS])
    await database.query('insert into siwx_nonces (nonce, project_id, expires_at) values ($1, $2, $3)', [
      nonce,
      c.get('project').id,
      at + SIWX_NONCE_TTL_MS,
    ])
    return c.json({ nonce, expiresAt: at + SIWX_NONCE_TTL_MS })
  })

  routes.post('/v1/sessions', async (c) => {
    const project = c.get('project')
    const { body, at, data, verifier } = await accept(c, project.id, project.origins)
    const expiresAt = data.expirationTime ? Date.parse(data.expirationTime) : at + SIWX_DEFAULT_SESSION_MS
    const token = randomBytes(32).toString('base64url')
    await database.query(
      `insert into siwx_sessions (id, project_id, token_hash, address, chain_id, message, signature, data, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        project.id,
        hashOf(token),
        verifier.addressKey(data.accountAddress),
        data.chainId,
        body.message,
        body.signature,
        JSON.stringify(data),
        at,
        expiresAt,
      ],
    )
    return c.json(
      { session: { data, message: body.message, signature: body.signature }, token, expiresAt },
      201,
    )
  })

  const live = 'project_id = $1 and address = $2 and revoked_at is null and expires_at > $3'
  /** The live session of `address` whose bearer token the request sends (`Authorization: Bearer <token>`). */
  const sessionOfToken = async (header: string | undefined, project: string, key: string, at: number) => {
    const token = /^Bearer (.+)$/.exec(header ?? '')?.[1]
    if (!token || !SIWX_TOKEN_PATTERN.test(token))
      throw new ServiceError(
        401,
        'NO_SESSION',
        'send a session token of this address: Authorization: Bearer <token>',
      )
    const [owner] = await database.query<{ id: string }>(
      `select id from siwx_sessions where ${live} and token_hash = $4`,
      [project, key, at, hashOf(token)],
    )
    if (!owner)
      throw new ServiceError(
        401,
        'NO_SESSION',
        'the token is not a live session of this address; sign in again',
      )
    return owner.id
  }
  const keyOf = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address)

  routes.get('/v1/sessions/:address', async (c) => {
    const { address } = parseInput(sessionAddressParamSchema, c.req.param(), 'path')
    const key = keyOf(address)
    const at = now()
    const project = c.get('project').id
    await sessionOfToken(c.req.header('authorization'), project, key, at)
    const rows = await database.query<SessionRow>(
      `select message, signature, data, expires_at from siwx_sessions where ${live} order by created_at`,
      [project, key, at],
    )
    return c.json({ sessions: rows.map(listed) })
  })

  routes.post('/v1/sessions/:address/revoke', async (c) => {
    const { address } = parseInput(sessionAddressParamSchema, c.req.param(), 'path')
    const project = c.get('project')
    // Signing out in the page: the session's own bearer token revokes that one session (no signature asked).
    if (c.req.header('authorization') !== undefined) {
      const at = now()
      const id = await sessionOfToken(c.req.header('authorization'), project.id, keyOf(address), at)
      await database.query('update siwx_sessions set revoked_at = $1 where id = $2', [at, id])
      return c.json(revokeResponseSchema.parse({ revoked: 1 }))
    }
    const { at, data, verifier } = await accept(c, project.id, project.origins)
    const key = verifier.addressKey(address)
    if (verifier.addressKey(data.accountAddress) !== key)
      throw new ServiceError(
        403,
        'WRONG_ACCOUNT',
        'the message is signed by another address than the one in the path',
      )
    const revoked = await database.query(
      'update siwx_sessions set revoked_at = $1 where project_id = $2 and address = $3 and revoked_at is null returning id',
      [at, project.id, key],
    )
    return c.json(revokeResponseSchema.parse({ revoked: revoked.length }))
  })

  return routes
}
