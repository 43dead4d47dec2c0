import {
  type Connector,
  computed,
  createInstanceHandoff,
  deferredConnector,
  definePlugin,
  effect,
  type Plugin,
} from 'walletdock/plugin'
import { CONNECT_METHOD_HEIGHTS } from './connectMethodHeights.js'
import { EMBEDDED_CONNECTOR_ID, EMBEDDED_PLUGIN_NAME } from './connectorId.js'
import type { EmbeddedConnector } from './createEmbeddedConnector.js'
import type { RequestDescription } from './describeRequest.js'
import { createLoadFailure } from './loadFailure.js'
import type { SocialProviderName } from './protocol/signInFields.js'
import { socialProvidersOf } from './socialProvidersOf.js'

export { EMBEDDED_CONNECTOR_ID } from './connectorId.js'
export { FarcasterConnectError, NoAuthConnectorError } from './errors.js'

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    /** The email login: the address the code (or the device link) was mailed to. */
    EmailLogin: { email: string }
    /** The farcaster sign-in: its URL as a QR code and a deep link, while the Farcaster app signs. */
    ConnectingFarcaster: undefined
    /** An unsafe request waiting for the person's decision in the secure frame: what it signs, decoded. */
    ApproveTransaction: RequestDescription
    /** Change the embedded wallet's email: a code to the current email, then one to the new. */
    UpdateEmailWallet: undefined
  }
}

export type EmbeddedWalletOptions = {
  /** The secure site's URL; default `config.endpoints.secureSite` (`appkit dev` sets it). */
  secureSite?: string | undefined
  /**
   * Narrows the social providers further: only those of `features.socials` (which decides, spec 9) that are also
   * in this list are shown. Default: every provider of `features.socials`. An empty list hides social login.
   */
  socials?: readonly SocialProviderName[] | undefined
}

/**
 * Keeps what `add` registers while `on()` holds; returns the function that stops it (and removes it).
 * Through a computed: a new features object with the same answer (the engine and the project config
 * write one) keeps the registration, so a form the person is filling in is not remounted.
 */
function whileOn(on: () => boolean, add: () => () => void): () => void {
  const enabled = computed(on)
  return effect(() => (enabled.value ? add() : undefined))
}

/** Keeps what `add` registers for the current non-empty `value()`; registers again when the value changes. */
function whileValue(value: () => string, add: (value: string) => () => void): () => void {
  const current = computed(value)
  return effect(() => (current.value ? add(current.value) : undefined))
}

const loadSetup = () => import('./startEmbeddedWallet.js')
/** The three sign-in methods' views, one chunk (one import() site). */
const loadSignInForms = () => import('./signInForms.js')

/**
 * The embedded wallet: sign in with an email or a social account; keys stay on the secure site's origin, in a frame
 * created only when the person acts (or at start-up when an email login was used before).
 */
export function embeddedWallet(options: EmbeddedWalletOptions = {}): Plugin<EmbeddedWalletOptions> {
  const connectors = createInstanceHandoff<EmbeddedConnector>()
  // The setup chunk, loaded by the kernel (options schema, then setup); a failed load or invalid options fail the
  // waiting methods.
  const setupChunk = createLoadFailure(loadSetup)
  return definePlugin<EmbeddedWalletOptions>({
    name: EMBEDDED_PLUGIN_NAME,
    kind: 'adapter',
    namespaces: ['eip155', 'solana'],
    options,
    attach(ctx) {
      // The embedded wallet's code failing to load fails the method that waits for it, with the catalogue's text.
      const connector = () => Promise.race([connectors.get(ctx.instance), setupChunk.failed])
      const { features } = ctx.state
      const supported = ctx.config.networks.some((network) => network.chainNamespace === 'eip155')
      const removals = [
        ctx.connectors.register(
          deferredConnector({
            id: EMBEDDED_CONNECTOR_ID,
            type: 'AUTH',
            name: 'Email',
            chain: 'eip155',
            listed: false,
            reconnect: true,
            switchNetwork: true,
            load: (): Promise<Connector> => connector(),
          }),
        ),
        // Each method is listed while its feature is on (spec 9: the dashboard's project config can turn
        // email and socials off, overriding the local features), and leaves the Connect view when it turns off.
        // Spec 6: and only where the login can finish, a setup with an eip155 network (the embedded wallet's).
        whileOn(
          () => supported && features.value.email,
          () =>
            ctx.slots.connectMethod({
              id: 'embedded-wallet.email',
              method: 'email',
              height: CONNECT_METHOD_HEIGHTS.email,
              load: () =>
                loadSignInForms().then((module) => ({
                  default: module.createEmailSignIn(connector),
                })),
            }),
        ),
        // The providers are `features.socials` (the list, in force after the project config), narrowed by the
        // plugin's own `socials` option when given; the method is registered again when the list changes.
        whileValue(
          () => (supported ? socialProvidersOf(features.value.socials, options.socials).join(',') : ''),
          (list) => {
            // The placeholder's height follows the providers shown (one button, or a button and a row of icons).
            const providers = list.split(',') as SocialProviderName[]
            return ctx.slots.connectMethod({
              id: 'embedded-wallet.social',
              method: 'social',
              height: CONNECT_METHOD_HEIGHTS.social(providers.length),
              load: () =>
                loadSignInForms().then((module) => ({
                  default: module.createSocialSignIn(connector, providers),
                })),
            })
          },
        ),
        // Its own entry until the social method lists farcaster; it sits where socials go (spec 2's order).
        whileOn(
          () => supported && features.value.socials !== false,
          () =>
            ctx.slots.connectMethod({
              id: 'embedded-wallet.farcaster',
              method: 'social',
              height: CONNECT_METHOD_HEIGHTS.farcaster,
              load: () =>
                loadSignInForms().then((module) => ({
                  default: module.createFarcasterSignIn(connector),
                })),
            }),
        ),
      ]
      return () => {
        for (const remove of removals) remove()
        connectors.delete(ctx.instance)
      }
    },
    preload: loadSetup,
    configSchema: () =>
      setupChunk.load().then((setup) => setup.checkedOptionsSchema(options, setupChunk.fail)),
    async setup(ctx) {
      const { startEmbeddedWallet } = await setupChunk.load()
      return startEmbeddedWallet(ctx, connectors, setupChunk.fail)
    },
  })
}
