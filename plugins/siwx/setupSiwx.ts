import {
  type CaipNetworkId,
  type ChainNamespace,
  effect,
  localize,
  type PluginContext,
  splitCaipAddress,
  splitCaipNetworkId,
} from 'walletdock/plugin'
import { sessionRefusedAlert } from './alerts.js'
import {
  DEFAULT_EXPIRATION_SECONDS,
  LAST_NETWORK_KEY,
  SESSIONS_KEY,
  type StoredSession,
} from './constants.js'
import { eip155Format } from './eip155/eip155Format.js'
import { NoActiveCaipAddressError, SiwxInitError, SiwxNotEnabledError } from './errors.js'
import { type ResolvedSiwxOptions, resolveOptions } from './options.js'
import type { SiwxMessage, SiwxSession } from './protocol/siwx.js'
import { sessionMatches } from './sessionMatches.js'
import { clientSessionStore, servicesSessionStore } from './sessionStore.js'
import { solanaFormat } from './solana/solanaFormat.js'
import type { SiwxState } from './state.js'
import { toastLabel } from './toastLabels.js'
import type { SiwxFormat, SiwxOptions } from './types.js'
import { SIGN_VIEW } from './viewName.js'

export { SiwxNotEnabledError }

/** The namespaces that sign in when `formats` is not given. */
export const DEFAULT_FORMATS: readonly SiwxFormat[] = [eip155Format, solanaFormat]

/** What the sign view, the hooks and the host call: one per instance. */
export type SiwxController = {
  options: ResolvedSiwxOptions
  /** Signs the active account in on its chain (spec section 4: success closes the modal and records the network). */
  signIn(): Promise<SiwxSession>
  /** The sign view's cancel (spec section 4). */
  cancel(): Promise<void>
  /**
   * Forgets the sessions of a namespace (default: every namespace); with `sessions: 'services'` the services
   * revoke them too (resolves once they answered).
   */
  signOut(namespace?: ChainNamespace): Promise<void>
}

const namespaceOf = (stored: StoredSession) => splitCaipNetworkId(stored.session.data.chainId)?.namespace

/**
 * The sign-in flow of spec section 4: after a connect (and a network or account change) with no valid
 * session, the SIWXSignMessage view opens; cancel follows `required`; sign-out follows the disconnect.
 */
export function setupSiwx(
  ctx: PluginContext<SiwxOptions>,
  state: SiwxState,
  defaults: readonly SiwxFormat[] = DEFAULT_FORMATS,
): { controller: SiwxController; stop: () => void } {
  const options = resolveOptions(ctx.options ?? {}, ctx.config, defaults)
  if (options.sessions === 'services' && !ctx.api)
    throw new Error(
      "siwx({ sessions: 'services' }) needs `endpoints.api`: set it, or keep sessions: 'client'",
    )
  const store =
    options.sessions === 'services' && ctx.api ? servicesSessionStore(ctx.api) : clientSessionStore()
  const text = (key: 'authenticating' | 'signError' | 'initError') =>
    localize(toastLabel(key), ctx.config.locale)
  const save = (list: StoredSession[]) => {
    state.sessions.value = list
    ctx.storage.set(SESSIONS_KEY, list)
  }
  state.required.value = options.required
  const now = Date.now()
  const kept = (ctx.storage.get(SESSIONS_KEY) ?? []).filter(
    (stored) =>
      stored.session.data.expirationTime === undefined ||
      Date.parse(stored.session.data.expirationTime) > now,
  )
  state.sessions.value = kept
  // The active account's session, kept current for the close guard, the view and the hooks.
  const stopMatching = effect(() => {
    const caip = ctx.state.activeCaipAddress.value
    state.activeSession.value = caip
      ? state.sessions.value.find((stored) => sessionMatches(stored.session, caip))
      : undefined
  })

  const active = () => {
    const caip = ctx.state.activeCaipAddress.value
    return caip ? splitCaipAddress(caip) : undefined
  }
  const needsSignIn = () => {
    const parts = active()
    return parts !== undefined && options.formats.has(parts.namespace) && !state.activeSession.value
  }
  /**
   * Opens the sign view when the active account has no session, as the only view of the modal (no way
   * back past it). Asked after the current task, so the view that switched the network or account has
   * finished its own navigation first (the Networks view goes back once the switch resolves).
   */
  let opening = false
  const ask = () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        const shown = ctx.state.modal.value.open && ctx.router.view.value === SIGN_VIEW
        if (!opening && !shown && needsSignIn()) {
          opening = true
          void ctx.modal.open({ view: SIGN_VIEW }).finally(() => {
            opening = false
          })
        }
        resolve()
      }, 0),
    )

  // A connect through the modal closes it when it is done: the question waits for that close.
  let connecting = false
  let afterClose: (() => void) | undefined
  const askWhenClosed = () => {
    afterClose?.()
    afterClose = effect(() => {
      if (ctx.state.modal.value.open) return
      queueMicrotask(() => {
        afterClose?.()
        afterClose = undefined
        void ask()
      })
    })
  }
  // Another network, account or namespace becoming active (a switch of the active namespace changes no
  // network of its own) asks again. Not at once: the switch resolves first, then the view that asked for
  // it navigates, then this asks.
  let followed = ctx.state.activeCaipAddress.peek()
  const stopFollowing = effect(() => {
    const caip = ctx.state.activeCaipAddress.value
    if (caip === followed) return
    followed = caip
    if (caip && !connecting) setTimeout(() => void ask(), 0)
  })
  const stops = [
    stopFollowing,
    ctx.hooks.on('beforeConnect', () => {
      connecting = true
    }),
    ctx.hooks.on('connected', () => {
      connecting = false
      askWhenClosed()
    }),
    ctx.hooks.on('error', ({ source }) => {
      if (source.startsWith('connect')) connecting = false
    }),
    ctx.hooks.on('disconnected', ({ namespace }) => {
      state.signing.value = false
      if (options.signOutOnDisconnect) void controller.signOut(namespace)
    }),
    ctx.hooks.on('close', () => {
      connecting = false
    }),
  ]

  // A connect (or reconnect) can finish before this setup has loaded: its `connected` hook was missed, so
  // an account already connected is asked now (once the modal that connected it has closed).
  if (options.sessions === 'services')
    void store.restore(kept).then((restored) => {
      save(restored)
      askWhenClosed()
    })
  else if (ctx.state.activeCaipAddress.peek()) askWhenClosed()

  const providerFor = (namespace: ChainNamespace, address: string) => {
    const same = (other: string) =>
      namespace === 'eip155' ? other.toLowerCase() === address.toLowerCase() : other === address
    const connection = ctx.state
      .connection(namespace)
      .value.connections.find((entry) => entry.accounts.some((account) => same(account.address)))
    return ctx.state.connectors.value
      .find((connector) => connector.id === connection?.connectorId)
      ?.getProvider()
  }

  const controller: SiwxController = {
    options,
    async signIn() {
      const parts = active()
      if (!parts) throw new NoActiveCaipAddressError()
      const format = options.formats.get(parts.namespace)
      if (!format)
        throw new SiwxNotEnabledError({ details: `no sign-in message format for ${parts.namespace}` })
      try {
        ctx.toasts.show({ variant: 'loading', message: text('authenticating') })
        const [implementation, nonce] = await Promise.all([format.load(), store.nonce()]).catch(
          async (error: unknown) => {
            // spec section 8: the sign-in could not start (its code or the nonce): say so, disconnect (which
            // closes the modal, so it opens on Connect next), and do not ask for a signature.
            ctx.toasts.show({ variant: 'error', message: text('initError') })
            await ctx.connection
              .disconnect({ namespace: parts.namespace as ChainNamespace })
              .catch(() => undefined)
            throw new SiwxInitError({ cause: error })
          },
        )
        const issued = new Date()
        const seconds = options.expiration ?? DEFAULT_EXPIRATION_SECONDS
        // The domain and uri are the page's own, never a caller's (spec: phishing protection).
        const data: SiwxMessage = {
          accountAddress: parts.address,
          chainId: parts.caipNetworkId,
          domain: location.host,
          uri: location.origin,
          version: '1',
          nonce,
          ...(options.statement ? { statement: options.statement } : {}),
          ...(options.resources ? { resources: options.resources } : {}),
          issuedAt: issued.toISOString(),
          expirationTime: new Date(issued.getTime() + seconds * 1000).toISOString(),
        }
        const message = implementation.build(data)
        const provider = providerFor(parts.namespace as ChainNamespace, parts.address)
        const signature = await implementation.sign({ provider, address: parts.address, text: message })
        // Sessions kept in the page are checked here (the services check theirs): a bad signature is no session.
        if (
          options.sessions === 'client' &&
          implementation.verify &&
          !(await implementation.verify({ text: message, signature, data }))
        )
          throw new Error('the signature is not the account signing this message')
        const stored = await store
          .add({ data: { ...data, serializedMessage: message }, message, signature })
          .catch((error) => {
            ctx.alerts.show(sessionRefusedAlert)
            throw error
          })
        const others = state.sessions.value.filter(
          (entry) => !sessionMatches(entry.session, `${parts.caipNetworkId}:${parts.address}`),
        )
        save([...others, stored])
        ctx.storage.set(LAST_NETWORK_KEY, parts.caipNetworkId)
        ctx.toasts.hide()
        await ctx.modal.close()
        return stored.session
      } catch (error) {
        if (error instanceof SiwxInitError) throw error
        ctx.toasts.show({ variant: 'error', message: text('signError') })
        ctx.analytics.track({
          type: 'track',
          event: 'SIWX_AUTH_ERROR',
          properties: { network: parts.caipNetworkId },
        })
        // spec section 8: the error reopens the sign view.
        if (ctx.router.view.value !== SIGN_VIEW || !ctx.state.modal.value.open)
          await ctx.modal.open({ view: SIGN_VIEW })
        throw error
      }
    },
    async cancel() {
      if (!options.required) return ctx.modal.close()
      const parts = active()
      const last = ctx.storage.get(LAST_NETWORK_KEY)
      const back =
        parts &&
        last &&
        last !== parts.caipNetworkId &&
        state.sessions.value.some((entry) => sessionMatches(entry.session, `${last}:${parts.address}`))
      if (back) {
        await ctx.connection.switchNetwork(last as CaipNetworkId)
        await ctx.modal.close()
        return
      }
      await ctx.connection.disconnect(parts ? { namespace: parts.namespace as ChainNamespace } : {})
    },
    signOut(namespace) {
      const ends = (entry: StoredSession) => namespace === undefined || namespaceOf(entry) === namespace
      const ended = state.sessions.value.filter(ends)
      save(state.sessions.value.filter((entry) => !ends(entry)))
      return store.revoke(ended)
    },
  }
  return {
    controller,
    stop() {
      stopMatching()
      afterClose?.()
      for (const stop of stops) stop()
    },
  }
}
