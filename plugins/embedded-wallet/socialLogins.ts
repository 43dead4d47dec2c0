import type { PluginContext } from 'walletdock/plugin'
import { browserFrameHost } from './browserFrameHost.js'
import { EMBEDDED_CONNECTOR_ID, SOCIAL_PROVIDER, SOCIAL_USERNAME } from './constants.js'
import type { EmbeddedFrame } from './embeddedFrame.js'
import type { EmbeddedState } from './embeddedState.js'
import { FarcasterConnectError } from './errors.js'
import type { FrameHost } from './frameClient.js'
import type { EmbeddedWalletOptions } from './index.js'
import { FRAME_CONNECT_TIMEOUT_MS } from './protocol/frameFields.js'
import type { SocialProviderName } from './protocol/signInFields.js'
import { SOCIAL_INITIATE_FAILED_MESSAGE, SocialLoginError, type SocialPopup } from './socialPopup.js'
import { waitForSocialResult } from './waitForSocialResult.js'

const CONNECT = { timeoutMs: FRAME_CONNECT_TIMEOUT_MS } as const

export type SocialLogins = {
  startSocialLogin(
    provider: SocialProviderName,
    popup: (SocialPopup & { location: { href: string } }) | null,
  ): Promise<void>
  connectSocialResult(resultUri: string, provider?: SocialProviderName): Promise<void>
  startFarcasterLogin(): Promise<void>
  reloadFarcaster(): void
}

/** The social logins (spec 2, 5): a provider's popup (or, in a Telegram webview, the page itself), and farcaster. */
export function createSocialLogins(parameters: {
  ctx: PluginContext<EmbeddedWalletOptions>
  state: EmbeddedState
  frame: EmbeddedFrame
  secureSite: string
  host?: FrameHost | undefined
  /** Where the page goes when there is no popup (a Telegram webview). */
  navigate?: ((uri: string) => void) | undefined
}): SocialLogins {
  const { ctx, state, frame } = parameters
  const secureOrigin = new URL(parameters.secureSite).origin
  // Each farcaster sign-in has a number; an answer for an older one (the person went back) is dropped.
  let farcasterAttempt = 0

  const connectSocialResult = async (resultUri: string, provider?: SocialProviderName) => {
    ctx.analytics.track({ type: 'track', event: 'SOCIAL_LOGIN_REQUEST_USER_DATA', properties: { provider } })
    const user = await (await frame.frame()).request('CONNECT_SOCIAL', { uri: resultUri }, CONNECT)
    if (user.userName) ctx.storage.set(SOCIAL_USERNAME, user.userName)
    // Without `provider` (result_uri on a Telegram webview) the one stored before the page left stays.
    if (provider) ctx.storage.set(SOCIAL_PROVIDER, provider)
    state.email.value = user.email ?? undefined
    await ctx.connection.connect({ connectorId: EMBEDDED_CONNECTOR_ID })
    await ctx.modal.close()
    ctx.analytics.track({ type: 'track', event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider } })
  }

  /** The provider's sign-in address, from the secure site; an address that is not http(s) is refused. */
  const redirectUri = async (provider: SocialProviderName) => {
    try {
      const { uri } = await (await frame.frame()).request('GET_SOCIAL_REDIRECT_URI', { provider }, CONNECT)
      const protocol = new URL(uri).protocol
      if (protocol !== 'https:' && protocol !== 'http:')
        throw new Error(`the provider address is ${protocol}, not http(s)`)
      return uri
    } catch (cause) {
      throw new SocialLoginError(SOCIAL_INITIATE_FAILED_MESSAGE, { cause })
    }
  }

  return {
    async startSocialLogin(provider, popup) {
      ctx.analytics.track({ type: 'track', event: 'SOCIAL_LOGIN_STARTED', properties: { provider } })
      try {
        const uri = await redirectUri(provider)
        if (!popup) {
          ctx.storage.set(SOCIAL_PROVIDER, provider)
          // A Telegram webview: the sign-in comes back with result_uri in this page's address.
          ;(parameters.navigate ?? ((to: string) => window.location.assign(to)))(uri)
          return
        }
        popup.location.href = uri
        const resultUri = await waitForSocialResult({
          popup,
          secureOrigin,
          listen: (parameters.host ?? browserFrameHost).listen,
        })
        await connectSocialResult(resultUri, provider)
      } catch (error) {
        popup?.close()
        ctx.analytics.track({
          type: 'error',
          event: 'SOCIAL_LOGIN_ERROR',
          properties: { provider, message: error instanceof Error ? error.message : String(error) },
        })
        throw error
      }
    },
    connectSocialResult,
    async startFarcasterLogin() {
      const attempt = ++farcasterAttempt
      const current = () => attempt === farcasterAttempt
      state.farcasterUrl.value = undefined
      state.farcasterError.value = undefined
      if (ctx.router.view.value !== 'ConnectingFarcaster') await ctx.router.push('ConnectingFarcaster')
      try {
        const client = await frame.frame()
        const { url } = await client.request('CONNECT_FARCASTER', undefined, CONNECT)
        if (!current()) return
        state.farcasterUrl.value = url
        const { userName } = await client.request('CONNECT_FARCASTER', { url }, CONNECT)
        if (!current()) return
        if (userName) ctx.storage.set(SOCIAL_USERNAME, userName)
        ctx.storage.set(SOCIAL_PROVIDER, 'farcaster')
        state.email.value = undefined
        await ctx.connection.connect({ connectorId: EMBEDDED_CONNECTOR_ID })
        await ctx.modal.close()
      } catch (cause) {
        if (!current()) return
        const error = new FarcasterConnectError({ cause })
        state.farcasterError.value = error.shortMessage
        throw error
      }
    },
    reloadFarcaster() {
      farcasterAttempt++
      state.farcasterUrl.value = undefined
      state.farcasterError.value = undefined
      // A new frame on next need: requests cannot reach a frame that is reloading, so none is left waiting on one.
      frame.reset()
    },
  }
}
