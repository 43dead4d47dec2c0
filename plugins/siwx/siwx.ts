import {
  computed,
  createInstanceHandoff,
  definePlugin,
  type Plugin,
  type ReadonlySignal,
  signal,
} from 'walletdock/plugin'
import { label } from './labels.js'
import type { SiwxSession } from './protocol/siwx.js'
import type { SiwxController } from './setupSiwx.js'
import { createSiwxState, type SiwxState } from './state.js'
import type { SiwxOptions } from './types.js'
import { SIGN_VIEW } from './viewName.js'

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    SIWXSignMessage: undefined
  }
  /** The config's `siwx`, and AppKit's legacy `siweConfig` (EIP-4361 only): this plugin reads them. */
  interface PluginConfigOptions {
    siwx: SiwxOptions
    siweConfig: object
  }
}

const loadSetup = () => import('./setupSiwx.js')

/** What the React hooks (and a host) reach: the session of the instance the plugin was last attached to. */
export type SiwxClient = {
  /** The active account's session on its chain, or undefined. */
  session: ReadonlySignal<SiwxSession | undefined>
  /** With `sessions: 'services'`: the session's bearer token, for the host's own backend (docs/plugins/siwx.md). */
  token: ReadonlySignal<string | undefined>
  signIn(): Promise<SiwxSession>
  signOut(): Promise<void>
}

export type SiwxPlugin = Plugin<SiwxOptions> & { client: SiwxClient }

/**
 * Sign-in with the wallet (SIWX, spec sections 3, 4 and 8): after a connect, the SIWXSignMessage view
 * asks the wallet to sign a message of its namespace's format; the session lives in the page or on
 * the services. Also implements the config's `siwx` and AppKit's legacy `siweConfig` (EIP-4361 only).
 * Give each AppKit instance its own siwx(): its `client` follows the instance it is attached to.
 */
export function siwx(options: SiwxOptions = {}): SiwxPlugin {
  const controllers = createInstanceHandoff<SiwxController>()
  const states = new WeakMap<object, SiwxState>()
  const current = signal<{ state: SiwxState; controller: () => Promise<SiwxController> } | undefined>(
    undefined,
  )
  const controller = async () => {
    const attached = current.peek()
    if (attached) return attached.controller()
    const { SiwxNotEnabledError } = await loadSetup() // the error class loads with the setup's chunk
    throw new SiwxNotEnabledError({ details: 'siwx() is not in the `plugins` of an AppKit instance' })
  }
  const client: SiwxClient = {
    session: computed(() => current.value?.state.activeSession.value?.session),
    token: computed(() => current.value?.state.activeSession.value?.token),
    signIn: async () => (await controller()).signIn(),
    signOut: async () => (await controller()).signOut(),
  }
  const plugin = definePlugin<SiwxOptions>({
    name: 'siwx',
    readsOptions: ['siwx', 'siweConfig'],
    checkOptions: ({ siwx, siweConfig }) =>
      siwx !== undefined && siweConfig !== undefined
        ? [
            {
              option: 'siwx',
              message: 'Cannot set both `siweConfig` and `siwx` options',
            },
          ]
        : [],
    options,
    attach(ctx) {
      const state = createSiwxState()
      states.set(ctx.instance, state)
      const appName = ctx.config.metadata?.name ?? (typeof location === 'undefined' ? '' : location.host)
      const removals = [
        ctx.views.register(
          SIGN_VIEW,
          async () => {
            const [{ createSignMessageView }, controller] = await Promise.all([
              import('./SignMessageView.js'),
              controllers.get(ctx.instance),
            ])
            return { default: createSignMessageView(controller, state, appName) }
          },
          { title: label('title') },
        ),
        // spec section 4: close is disabled in the sign view while sign-in is required and unsigned.
        ctx.slots.guardClose(
          () => !(state.required.value && state.signing.value && !state.activeSession.value),
        ),
      ]
      current.value = { state, controller: () => controllers.get(ctx.instance) }
      return () => {
        for (const remove of removals) remove()
        if (current.peek()?.state === state) current.value = undefined
        controllers.delete(ctx.instance)
      }
    },
    preload: loadSetup,
    async setup(ctx) {
      const state = states.get(ctx.instance)
      if (!state) throw new Error('siwx: setup ran without attach')
      const { setupSiwx } = await loadSetup()
      const { controller, stop } = setupSiwx(ctx, state)
      controllers.resolve(ctx.instance, controller)
      return stop
    },
  })
  return Object.assign(plugin, { client })
}
