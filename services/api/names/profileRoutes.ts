import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as z from 'zod/mini'
import { addressParamSchema } from '../../../kernel/protocol/blockchainApi.js'
import {
  chainIdFromCoinType,
  fullNameSchema,
  isAccountName,
  NAME_MAX_BODY_BYTES,
  NAME_MAX_SUGGESTIONS,
  NAME_MESSAGE_MAX_AGE_SECONDS,
  registerNameBodySchema,
  registrationMessageSchema,
} from '../../../plugins/names/protocol/names.js'
import type { BlockchainConfig } from '../../blockchain/chainConfig.js'
import type { Database } from '../../db/database.js'
import { parseInput, readJsonBody } from '../parseInput.js'
import type { GateVariables } from '../projectGate.js'
import { ServiceError } from '../serviceError.js'
import { ensNameResolver, isEnsName } from './ensIdentity.js'
import { findName, insertName, namesOf, takenLabels } from './nameStore.js'
import { DEFAULT_NAMES_CONFIG, type NamesConfig, splitName, zoneOf } from './namesConfig.js'
import { type AccountMessageVerifier, accountMessageVerifier } from './verifyAccountMessage.js'

const REGISTER_BODY = 'a JSON object {coin_type, address, message, signature}'
const MESSAGE_FIELDS = 'JSON text {name, address, coin_type, attributes?, timestamp}'
const nameParamSchema = z.object({ name: fullNameSchema })
const suggestionsQuerySchema = z.object({
  zone: z.optional(z.string().check(z.maxLength(64, 'zone is at most 64 characters'))),
})

export type ProfileRoutesParameters = {
  database: Database
  blockchain: BlockchainConfig
  names?: NamesConfig | undefined
  now: () => number
  verifier?: AccountMessageVerifier | undefined
}

/** Candidates for a label: itself, then numbered ones (alice, alice1, alice2, ...), each a valid name. */
const candidatesOf = (label: string) =>
  [label, ...Array.from({ length: NAME_MAX_SUGGESTIONS * 2 }, (_, index) => `${label}${index + 1}`)].filter(
    isAccountName,
  )

/**
 * The profile API (spec 7): a name's record (one the service keeps, or an ENS .eth name read from the
 * chain), an address's names, suggestions in the fixed zone, and
 * registering a name with a message the account signed (EOA, ERC-1271 or EIP-6492, on a served chain).
 */
export function profileRoutes(parameters: ProfileRoutesParameters): Hono<{ Variables: GateVariables }> {
  const { database, now } = parameters
  const config = parameters.names ?? DEFAULT_NAMES_CONFIG
  const verifier = parameters.verifier ?? accountMessageVerifier(parameters.blockchain)
  const suffixes = config.suffixes.join(' or ')
  const resolveEns = ensNameResolver(parameters.blockchain)
  const routes = new Hono<{ Variables: GateVariables }>()
  routes.use(
    '/v1/profile/account',
    bodyLimit({
      maxSize: NAME_MAX_BODY_BYTES,
      onError: () => {
        throw new ServiceError(
          413,
          'BODY_TOO_LARGE',
          `the request body is over ${NAME_MAX_BODY_BYTES} bytes; send a smaller body`,
        )
      },
    }),
  )

  const splitOrRefuse = (name: string, where: string, also = '') => {
    const parts = splitName(name, config)
    if (!parts || !isAccountName(parts.label))
      throw new ServiceError(400, 'INVALID_INPUT', `${where}: must be a name ending with ${suffixes}${also}`)
    return parts
  }

  routes.get('/v1/profile/account/:name', async (c) => {
    const { name } = parseInput(nameParamSchema, c.req.param(), 'path')
    // An ENS name resolves on the served chains' ENS (the local chains `appkit dev` deploys it on).
    const profile = isEnsName(name)
      ? await resolveEns(name)
      : await findName(database, splitOrRefuse(name, 'path.name', ' (or an ENS name ending with .eth)').label)
    if (!profile) throw new ServiceError(404, 'NAME_NOT_FOUND', `no name ${name.toLowerCase()} is registered`)
    return c.json(profile)
  })

  routes.get('/v1/profile/reverse/:address', async (c) => {
    const { address } = parseInput(addressParamSchema, c.req.param(), 'path')
    return c.json(await namesOf(database, address))
  })

  routes.get('/v1/profile/suggestions/:name', async (c) => {
    const { name } = parseInput(nameParamSchema, c.req.param(), 'path')
    const { zone } = parseInput(suggestionsQuerySchema, c.req.query(), 'query')
    if (zone !== undefined && zone !== zoneOf(config))
      throw new ServiceError(400, 'INVALID_INPUT', `query.zone: the zone is ${zoneOf(config)}`)
    const parts = splitName(name, config, 'allowed')
    if (!parts || !isAccountName(parts.label))
      throw new ServiceError(400, 'INVALID_INPUT', `path.name: letters, digits and hyphens, at least 4`)
    const candidates = candidatesOf(parts.label)
    const taken = await takenLabels(database, candidates)
    const [exact, ...others] = candidates
    const suggestions = [
      { name: `${exact}${config.suffixes[0]}`, registered: taken.has(exact ?? '') },
      ...others
        .filter((label) => !taken.has(label))
        .map((label) => ({ name: `${label}${config.suffixes[0]}`, registered: false })),
    ].slice(0, NAME_MAX_SUGGESTIONS)
    return c.json({ suggestions })
  })

  routes.post('/v1/profile/account', async (c) => {
    const body = parseInput(registerNameBodySchema, await readJsonBody(c.req, REGISTER_BODY), 'body')
    let fields: unknown
    try {
      fields = JSON.parse(body.message)
    } catch {
      throw new ServiceError(400, 'INVALID_INPUT', `body.message: must be ${MESSAGE_FIELDS}`)
    }
    const message = parseInput(registrationMessageSchema, fields, 'body.message')
    if (message.address.toLowerCase() !== body.address.toLowerCase())
      throw new ServiceError(400, 'INVALID_INPUT', 'body.message.address: must be body.address')
    if (message.coin_type !== body.coin_type)
      throw new ServiceError(400, 'INVALID_INPUT', 'body.message.coin_type: must be body.coin_type')
    const chainId = chainIdFromCoinType(body.coin_type)
    if (chainId === undefined || !verifier.serves(chainId))
      throw new ServiceError(
        400,
        'UNSUPPORTED_CHAIN',
        `body.coin_type: ${body.coin_type} is no served EVM chain's (ENSIP-11); see /v1/supported-chains`,
      )
    const { label, suffix } = splitOrRefuse(message.name, 'body.message.name')
    if (suffix !== config.suffixes[0])
      throw new ServiceError(
        400,
        'INVALID_INPUT',
        `body.message.name: new names end with ${config.suffixes[0]}`,
      )
    if (Math.abs(now() / 1000 - message.timestamp) > NAME_MESSAGE_MAX_AGE_SECONDS)
      throw new ServiceError(
        400,
        'MESSAGE_EXPIRED',
        `body.message.timestamp: must be within ${NAME_MESSAGE_MAX_AGE_SECONDS} s of now; sign a new message`,
      )
    const name = `${label}${suffix}`
    if ((await takenLabels(database, [label])).size > 0)
      throw new ServiceError(409, 'NAME_TAKEN', `${name} is registered already; pick another name`)
    if (!(await verifier.verify(chainId, body.address, body.message, body.signature)))
      throw new ServiceError(
        403,
        'INVALID_SIGNATURE',
        `body.signature: is not ${body.address}'s signature of body.message`,
      )
    const stored = await insertName(database, {
      name,
      label,
      address: body.address,
      coinType: body.coin_type,
      attributes: message.attributes ?? {},
      message: body.message,
      signature: body.signature,
    })
    if (!stored) throw new ServiceError(409, 'NAME_TAKEN', `${name} is registered already; pick another name`)
    return c.json({ success: true, name })
  })

  return routes
}
