import { effect, type Signal, signal } from '@preact/signals-core'
import { whenRestored } from '../../kernel/connection/storedAccount.js'
import type { AppKit } from '../../kernel/createAppKit.js'
import { displayName } from '../../kernel/format/displayName.js'
import { languageOf } from '../../kernel/format/languageOf.js'
import { directionOf, resolveLocale } from '../../kernel/i18n/locales.js'
import { kernelOf } from '../../kernel/internal.js'
import { type AppKitModalElement, defineModalElement, MODAL_TAG } from '../modal/element.js'
import { themeCss } from '../theme/themeCss.js'
import { token } from '../theme/tokens.js'

const BUTTON_TAGS = {
  button: 'appkit-button',
  connect: 'appkit-connect-button',
  account: 'appkit-account-button',
  network: 'appkit-network-button',
} as const

type ButtonKind = keyof typeof BUTTON_TAGS

const buttonCss = `
:host { display: inline-block; }
button {
  font: 600 ${token('fontSizeSm')}/1 ${token('fontFamily')}; min-height: 40px; padding: 0 16px;
  border-radius: ${token('radiusPill')}; border: 1px solid transparent; cursor: pointer;
  background: ${token('colorAccent')}; color: ${token('colorAccentForeground')};
}
button[data-connected] { background: ${token('colorSurface')}; color: ${token('colorForeground')}; border-color: ${token('colorBorder')}; }
button:focus-visible { outline: 2px solid ${token('colorFocusRing')}; outline-offset: 2px; }
`

function modalOf(appKit: AppKit): AppKitModalElement | undefined {
  return [...document.querySelectorAll<AppKitModalElement>(MODAL_TAG)].find((node) => node.appKit === appKit)
}

/** The instance a button without its own `appKit` property uses, per document. */
const documentInstances = new WeakMap<Document, AppKit>()

type ButtonLabels = { connect: string; connecting: string; network: string }
/** English ships with the buttons; another language's labels come from its catalogue's chunk. */
const ENGLISH: ButtonLabels = { connect: 'Connect Wallet', connecting: 'Connecting…', network: 'Network' }

/** The labels in the configured locale (`'auto'`: the browser's languages), English until they load. */
function labelsIn(locale: string): Signal<ButtonLabels> {
  const labels = signal(ENGLISH)
  if (languageOf(locale) === 'en') return labels
  void import('../i18n/translate.js')
    .then(({ loadMessages }) => loadMessages(locale))
    .then((messages) => {
      labels.value = {
        connect: messages['button.connect'] ?? ENGLISH.connect,
        connecting: messages['button.connecting'] ?? ENGLISH.connecting,
        network: messages['button.network'] ?? ENGLISH.network,
      }
    })
    .catch(() => undefined)
  return labels
}

function labelOf(
  kind: ButtonKind,
  appKit: AppKit,
  labels: ButtonLabels,
): { text: string; connected: boolean } {
  const { store } = kernelOf(appKit)
  const namespace = store.activeNamespace.value
  const account = store.account[namespace].value
  // A returning visitor's stored address shows while the session restores (account state untouched).
  const address = account.address ?? store.storedAddress.value
  const connected = address !== undefined
  if (kind === 'network') return { text: store.activeCaipNetwork.value?.name ?? labels.network, connected }
  if (kind === 'connect' || !address) {
    const busy = account.status === 'connecting' || account.status === 'reconnecting'
    if (kind === 'account' && !connected) return { text: '', connected }
    return { text: busy ? labels.connecting : labels.connect, connected: false }
  }
  return { text: displayName({ profileName: account.profileName, address }), connected }
}

function defineButton(kind: ButtonKind, registry: CustomElementRegistry) {
  const tag = BUTTON_TAGS[kind]
  if (registry.get(tag)) return
  class AppKitButtonElement extends HTMLElement {
    appKit: AppKit | undefined
    #dispose: (() => void) | undefined

    connectedCallback() {
      const appKit = this.appKit ?? documentInstances.get(this.ownerDocument)
      if (!appKit) {
        console.warn(
          `[appkit] <${tag}> has no instance: call defineAppKitElements(appKit) or set its appKit property`,
        )
        return
      }
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(buttonCss)
      const theme = new CSSStyleSheet()
      root.adoptedStyleSheets = [theme, sheet]
      const button = document.createElement('button')
      button.type = 'button'
      button.part.add('button')
      root.replaceChildren(button)
      const prefetch = () => {
        void document
          .querySelector<AppKitModalElement>(MODAL_TAG)
          ?.prefetch()
          .catch(() => undefined)
      }
      button.addEventListener('pointerenter', prefetch)
      button.addEventListener('focus', prefetch)
      const { store, config } = kernelOf(appKit)
      button.addEventListener('click', () => {
        whenRestored(store, () => (kind === 'network' ? appKit.open({ view: 'Networks' }) : appKit.open()))
      })
      const locale = resolveLocale(config.locale)
      button.lang = locale
      button.dir = directionOf(locale)
      const labels = labelsIn(locale)
      this.#dispose = effect(() => {
        theme.replaceSync(themeCss(store.themeMode.value, store.themeVariables.value, config.theme))
        const { text, connected } = labelOf(kind, appKit, labels.value)
        button.textContent = text
        button.hidden = text === ''
        button.toggleAttribute('data-connected', connected)
      })
    }

    disconnectedCallback() {
      this.#dispose?.()
      this.#dispose = undefined
    }
  }
  registry.define(tag, AppKitButtonElement)
}

/**
 * For hosts without React code: defines `<appkit-modal>` (appended to the body) and the four button
 * elements, bound to `appKit` for this document.
 */
export function defineAppKitElements(appKit: AppKit, registry: CustomElementRegistry = customElements): void {
  documentInstances.set(document, appKit)
  defineModalElement(registry)
  for (const kind of Object.keys(BUTTON_TAGS) as ButtonKind[]) defineButton(kind, registry)
  if (!appKit.config.disableAppend && !appKit.config.enableEmbedded && !modalOf(appKit)) {
    const modal = document.createElement(MODAL_TAG) as AppKitModalElement
    document.body.append(modal)
    modal.appKit = appKit
  }
}
