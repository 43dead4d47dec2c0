import { createHash, randomBytes } from 'node:crypto'

/**
 * Plays a browser through a stand-in provider's login page with fetch (a small cookie jar, manual
 * redirects): from an authorization URL to the redirect it ends on. For tests of the dev stack.
 */
export async function runDevSocialLogin(parameters: {
  authorizationUrl: string
  login: string
  password: string
  choice?: 'login' | 'cancel'
}): Promise<{ redirect: URL; form?: URLSearchParams }> {
  const jar = new Map<string, string>()
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: cookie() },
    })
    remember(response)
    return response
  }
  let response = await go(parameters.authorizationUrl)
  let url = parameters.authorizationUrl
  const origin = new URL(url).origin
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url)
      if (next.origin !== origin) return { redirect: next }
      url = next.href
      response = await go(url)
      continue
    }
    const html = await response.text()
    // Apple's form_post: the provider answers a page that posts code and state to the client.
    const post = /<form method="post" action="([^"]+)"/.exec(html)
    if (post && !html.includes('name="login"')) {
      const form = new URLSearchParams()
      for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
        form.set(match[1] ?? '', decodeEntities(match[2] ?? ''))
      return { redirect: new URL(decodeEntities(post[1] ?? '')), form }
    }
    const action = /action="([^"]+)"/.exec(html)?.[1]
    if (!action)
      throw new Error(`the provider answered ${response.status} without a login form: ${html.slice(0, 200)}`)
    url = new URL(decodeEntities(action), url).href
    response = await go(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        login: parameters.login,
        password: parameters.password,
        choice: parameters.choice ?? 'login',
      }).toString(),
    })
    if (response.status === 401) throw new Error('the provider refused the login or password')
  }
  throw new Error('the provider redirected too many times')
}

const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&')

/** A PKCE pair (RFC 7636, S256). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}
