/**
 * The starter's protected endpoint: the page sends its sign-in session token and the signed-in address,
 * and this asks the services (`GET /v1/sessions/{address}` with the token) whether that is a live
 * session. Your own routes check a user the same way before they answer.
 */
export type SessionServices = {
  /** The services API the page signs in with (the config's `endpoints.api`). */
  apiUrl: string
  projectId: string
  /** For tests: the fetch that reaches the services. */
  fetch?: typeof fetch
}

/** An eip155 (0x + 40 hex) or solana (base58) address. */
const ADDRESS = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/
/** A session token as the services give it: 32 random bytes, base64url. */
const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * GET /api/me with `Authorization: Bearer <session token>` and `X-Siwx-Address: <address>`: 200
 * `{ address }` when the services know the token as a live session of that address, 401 otherwise
 * (no token, an unknown, expired or revoked one, or another address's), 502 when the services are down.
 */
export async function protectedEndpoint(request: Request, services: SessionServices): Promise<Response> {
  const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1]
  const address = request.headers.get('x-siwx-address') ?? ''
  if (!token || !ADDRESS.test(address))
    return json(401, {
      error: 'sign in first: send Authorization: Bearer <session token> and X-Siwx-Address',
    })
  const url = new URL(`v1/sessions/${address}`, services.apiUrl.replace(/\/*$/, '/'))
  url.search = new URLSearchParams({ projectId: services.projectId, st: 'appkit', sv: 'starter' }).toString()
  let answer: Response
  try {
    answer = await (services.fetch ?? fetch)(url, { headers: { authorization: `Bearer ${token}` } })
  } catch {
    return json(502, { error: 'the services did not answer; is `npx walletdock dev` running?' })
  }
  if (answer.status === 401) return json(401, { error: 'no live session for this token; sign in again' })
  if (!answer.ok) return json(502, { error: `the services answered ${answer.status}` })
  return json(200, { address })
}
