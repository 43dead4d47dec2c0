import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import type { Configuration, default as Provider } from 'oidc-provider'
import {
  SOCIAL_PROVIDER_NAMES,
  type SocialProviderName,
} from '../../plugins/embedded-wallet/protocol/secureFrame.js'
import { guardHost } from '../hostCheck.js'
import { DEV_PROVIDER_PROFILES } from './devProviderProfiles.js'
import { findDevSocialUser, findDevSocialUserBySubject } from './devSocialUsers.js'
import { loadOidcProvider } from './loadOidcProvider.js'
import { loginPage } from './loginPage.js'
import { memoryAdapterFactory } from './memoryAdapter.js'

/** The client every stand-in knows: the secure site, a confidential client (its secret never reaches a browser). */
export type SocialProviderClient = { clientId: string; clientSecret: string; redirectUri: string }

export type SocialProviderServer = {
  /** `http://host:port`; each provider's issuer is `<url>/<provider>`. */
  url: string
  issuerOf(provider: SocialProviderName): string
  close(): Promise<void>
}

/** Ours: the login form is a few short fields. */
const LOGIN_FORM_MAX_BYTES = 4 * 1024

/**
 * The local OpenID provider of `appkit dev`: one `oidc-provider` issuer per social provider
 * (`/<provider>`), all on one port, with a login page and the test users of devSocialUsers.ts.
 */
export async function startSocialProvider(parameters: {
  host: string
  port: number
  /** The host name browsers reach it by; defaults to `host`. */
  publicHost?: string | undefined
  client: SocialProviderClient
}): Promise<SocialProviderServer> {
  // Loaded here, not with the module: every `appkit` command imports the dev stack, and only `appkit dev` runs this.
  const ProviderClass = await loadOidcProvider()
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'dev-1' }
  const cookieKeys = [randomBytes(32).toString('base64url')]
  let origin = ''
  const providers = new Map<string, Provider>()

  const server = createServer((req, res) => {
    void route(req, res).catch((error: unknown) => {
      // One line, never a stack trace in the answer or the log.
      console.error(
        `local OpenID provider: ${req.method} ${(req.url ?? '').slice(0, 200)}: ${error instanceof Error ? error.message : String(error)}`,
      )
      if (!res.headersSent) sendText(res, 500, 'internal error; see the server log')
      else res.end()
    })
  })

  async function route(req: IncomingMessage, res: ServerResponse) {
    // The request target must be a path: `//[`, `//host/x` or an absolute URL are refused, not parsed as hosts.
    const target = req.url ?? '/'
    let url: URL
    try {
      if (!target.startsWith('/') || target.startsWith('//')) throw new Error('not a path')
      url = new URL(`http://local${target}`)
    } catch {
      return sendText(res, 400, 'the request target is not a path such as /google/auth')
    }
    const [, name = '', ...rest] = url.pathname.split('/')
    const provider = providers.get(name)
    if (!provider)
      return sendText(
        res,
        404,
        `no provider "${name}"; the providers are ${SOCIAL_PROVIDER_NAMES.join(', ')}`,
      )
    const inner = `/${rest.join('/')}`
    const interaction = /^\/interaction\/([A-Za-z0-9_-]{1,64})(\/login)?$/.exec(inner)
    if (interaction)
      return handleInteraction(provider, name, interaction[1] ?? '', Boolean(interaction[2]), req, res)
    const userinfo = DEV_PROVIDER_PROFILES[name as SocialProviderName].userinfo
    if (userinfo && inner === userinfo.path && req.method === 'GET')
      return answerUserinfo(provider, userinfo, req, res)
    // Mounted under /<name>: the provider reads the full original URL to build its own links.
    Object.assign(req, { originalUrl: req.url })
    req.url = `${inner}${url.search}`
    provider.callback()(req, res)
  }

  async function handleInteraction(
    provider: Provider,
    name: string,
    uid: string,
    isLogin: boolean,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const details = await provider.interactionDetails(req, res).catch(() => undefined)
    if (!details || details.uid !== uid) {
      return sendText(res, 400, 'this sign-in has expired or is not yours; start it again from the app')
    }
    const action = `/${name}/interaction/${uid}/login`
    if (!isLogin || req.method !== 'POST') return sendHtml(res, 200, loginPage({ provider: name, action }))
    const form = await readForm(req)
    if (!form)
      return sendText(
        res,
        400,
        `the login form must be application/x-www-form-urlencoded, at most ${LOGIN_FORM_MAX_BYTES} bytes`,
      )
    if (form.get('choice') === 'cancel') {
      return provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'the person cancelled the sign-in',
      })
    }
    const user = findDevSocialUser(form.get('login') ?? '')
    if (!user || user.password !== form.get('password')) {
      return sendHtml(res, 401, loginPage({ provider: name, action, error: 'Wrong login or password.' }))
    }
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.subject } },
      { mergeWithLastSubmission: false },
    )
  }

  async function answerUserinfo(
    provider: Provider,
    userinfo: { body(user: ReturnType<typeof findDevSocialUser> & object): unknown },
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const token = /^Bearer ([A-Za-z0-9_-]{1,512})$/.exec(req.headers.authorization ?? '')?.[1]
    const found = token ? await provider.AccessToken.find(token) : undefined
    const user = found && !found.isExpired ? findDevSocialUserBySubject(found.accountId) : undefined
    if (!user) {
      res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"')
      return sendJson(res, 401, {
        error: 'invalid_token',
        message: 'send Authorization: Bearer <access token>',
      })
    }
    return sendJson(res, 200, userinfo.body(user))
  }

  guardHost(server, { names: [parameters.host, parameters.publicHost] })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port, parameters.host, () => resolve())
  })
  origin = `http://${parameters.publicHost ?? parameters.host}:${(server.address() as AddressInfo).port}`
  for (const name of SOCIAL_PROVIDER_NAMES) {
    providers.set(
      name,
      createStandIn({
        name,
        issuer: `${origin}/${name}`,
        client: parameters.client,
        signingKey,
        cookieKeys,
        ProviderClass,
      }),
    )
  }
  return {
    url: origin,
    issuerOf: (provider) => `${origin}/${provider}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

function createStandIn(parameters: {
  name: SocialProviderName
  issuer: string
  client: SocialProviderClient
  signingKey: Record<string, unknown>
  cookieKeys: string[]
  ProviderClass: typeof Provider
}): Provider {
  const { name, client } = parameters
  const profile = DEV_PROVIDER_PROFILES[name]
  const scopes = profile.scope.split(' ')
  const configuration: Configuration = {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: profile.tokenAuth,
      },
    ],
    jwks: { keys: [parameters.signingKey] },
    cookies: {
      keys: parameters.cookieKeys,
      // Six issuers share one host: their cookies must not overwrite each other.
      names: { session: `_${name}_session`, interaction: `_${name}_interaction`, resume: `_${name}_resume` },
    },
    scopes: ['openid', 'offline_access', ...scopes],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
    pkce: { required: () => true },
    // Google and Apple put the email in the id_token itself.
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/${name}/interaction/${interaction.uid}` },
    // A dev stand-in: the person's sign-in is their consent to the scopes the client asked for.
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId
      const clientId = ctx.oidc.client?.clientId
      if (!accountId || !clientId) return undefined
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId })
      grant.addOIDCScope([...ctx.oidc.requestParamScopes].join(' '))
      await grant.save()
      return grant
    },
    async findAccount(_ctx, id) {
      const user = findDevSocialUserBySubject(id)
      if (!user) return undefined
      return {
        accountId: user.subject,
        claims: () => ({ sub: user.subject, email: user.email, email_verified: true, name: user.name }),
      }
    },
    renderError(ctx, out) {
      ctx.type = 'text/plain; charset=utf-8'
      ctx.body = `${out.error}: ${out.error_description ?? ''}`
    },
  }
  const provider = new parameters.ProviderClass(parameters.issuer, configuration)
  provider.on('server_error', (_ctx, error) => console.error(`local OpenID provider (${name})`, error))
  return provider
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return undefined
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > LOGIN_FORM_MAX_BYTES) return undefined
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
}
function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(text)
}
function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  })
  res.end(html)
}
function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}
