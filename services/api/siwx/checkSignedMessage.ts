import { isOriginAllowed } from '../../../kernel/rules/originPattern.js'
import {
  SIWX_CLOCK_SKEW_MS,
  type SignedMessageBody,
  type SiwxMessage,
  siwxMessageSchema,
} from '../../../plugins/siwx/protocol/siwx.js'
import { ServiceError } from '../serviceError.js'
import type { SiwxVerifier } from './verifiers.js'

export type CheckedMessage = { data: SiwxMessage; verifier: SiwxVerifier }

const refuse = (status: 400 | 401 | 403, code: string, message: string) =>
  new ServiceError(status, code, message)

/**
 * Everything about a signed sign-in message but its nonce (the caller spends the nonce last, so a refused
 * message leaves it unspent): its format, its chain, its domain and uri against the project's allowed
 * origins (and the request's Origin), its time window with SIWX_CLOCK_SKEW_MS either way, and its
 * signature by the message's own address.
 */
export async function checkSignedMessage(parameters: {
  body: SignedMessageBody
  verifiers: readonly SiwxVerifier[]
  chains: ReadonlySet<string>
  allowedOrigins: readonly string[]
  requestOrigin: string | undefined
  now: number
}): Promise<CheckedMessage> {
  const { body, now } = parameters
  let parsed: { data: SiwxMessage; verifier: SiwxVerifier } | undefined
  for (const verifier of parameters.verifiers) {
    const data = verifier.parse(body.message)
    if (data) {
      parsed = { data, verifier }
      break
    }
  }
  if (!parsed || !siwxMessageSchema.safeParse(parsed.data).success)
    throw refuse(
      400,
      'INVALID_MESSAGE',
      'message: is not a sign-in message this server reads (EIP-4361 for eip155, Sign-In With Solana, the Bitcoin CAIP-122 text)',
    )
  const { data, verifier } = parsed
  if (!parameters.chains.has(data.chainId))
    throw refuse(400, 'WRONG_CHAIN', `message chain ${data.chainId} is not a chain this server serves`)

  let uri: URL
  try {
    uri = new URL(data.uri)
  } catch {
    throw refuse(400, 'INVALID_MESSAGE', 'message: its URI is not a URL')
  }
  if (data.domain !== uri.host || !isOriginAllowed(uri.origin, parameters.allowedOrigins))
    throw refuse(
      403,
      'WRONG_DOMAIN',
      `message domain ${data.domain} and uri ${uri.origin} must be one allowed origin of the project`,
    )
  if (parameters.requestOrigin !== undefined && parameters.requestOrigin !== uri.origin)
    throw refuse(403, 'WRONG_DOMAIN', `message uri ${uri.origin} is not the origin of the page that sent it`)

  const time = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value))
  const notBefore = time(data.notBefore)
  const issuedAt = time(data.issuedAt)
  const expires = time(data.expirationTime)
  if (
    (notBefore !== undefined && notBefore > now + SIWX_CLOCK_SKEW_MS) ||
    (issuedAt !== undefined && issuedAt > now + SIWX_CLOCK_SKEW_MS)
  )
    throw refuse(
      401,
      'NOT_YET_VALID',
      'message: is not valid yet (notBefore or issuedAt in the future); check the clock',
    )
  if (expires !== undefined && expires < now - SIWX_CLOCK_SKEW_MS)
    throw refuse(401, 'EXPIRED', 'message: has expired (expirationTime passed); sign a new one')

  if (!(await verifier.verify({ text: body.message, signature: body.signature, data })))
    throw refuse(401, 'BAD_SIGNATURE', "signature: is not the message's account signing this exact message")
  return { data, verifier }
}
