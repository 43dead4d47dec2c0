import { effect } from '@preact/signals-core'
import type { AppKit } from '../../kernel/createAppKit.js'
import { kernelOf } from '../../kernel/internal.js'
import { themeCss } from '../theme/themeCss.js'
import type { WalletEntry } from '../wallets/types.js'
import { renderFirstView, warmFirstView } from './firstView.js'
import { shellCss } from './styles.js'

export const MODAL_TAG = 'appkit-modal'

type ContentModule = typeof import('./content.js')
export type AppKitModalElement = HTMLElement & {
  appKit: AppKit | undefined
  /** Starts loading the modal's content and first view (call on hover or focus of an opener). */
  prefetch(): Promise<void>
}

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), [tabindex]:not([tabindex="-1"])'

/** Tab from the last control goes to the first and Shift+Tab from the first to the last: focus stays inside. */
function wrapTabFocus(event: KeyboardEvent, root: ShadowRoot) {
  if (event.key !== 'Tab') return
  const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (node) => node.offsetParent !== null,
  )
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  const active = root.activeElement
  if (event.shiftKey && (active === first || !active)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !active)) {
    event.preventDefault()
    first.focus()
  }
}

/** One import site: the bundler writes the chunk's preload list once. */
const importContent = (): Promise<ContentModule> => import('./content.js')

/** How long a pointer or focus rests on an opener before the content loads on intent. */
const INTENT_MS = 100

/** Whether a pointer is pressed on the page: a click is on its way, and intent waits for it. */
let pointerIsDown = false

function trackPointer() {
  const track = (down: boolean) => () => {
    pointerIsDown = down
  }
  addEventListener('pointerdown', track(true), true)
  for (const type of ['pointerup', 'pointercancel']) addEventListener(type, track(false), true)
}

/** Settles after the next frame is painted (or soon, where frames do not run, as in a hidden tab). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }),
    )
  })
}

/**
 * Defines `<appkit-modal>` on first call. Nothing touches `HTMLElement` at import time, so the module
 * can be imported during server rendering. The element holds a shadow root with a native <dialog>
 * (top layer, focus containment, Escape); the first view (firstView.ts) draws the wallets at once and
 * the React content, a separate chunk loaded on intent, takes over after that frame.
 */
export function defineModalElement(registry: CustomElementRegistry = customElements): void {
  if (registry.get(MODAL_TAG)) return
  trackPointer()

  class ModalElement extends HTMLElement {
    #appKit: AppKit | undefined
    #unsubscribe: (() => void) | undefined
    #dialog: HTMLDialogElement | undefined
    #body: HTMLElement | undefined
    #themeSheet: CSSStyleSheet | undefined
    #themeText = ''
    #content: Promise<ContentModule> | undefined
    #intent: Promise<ContentModule> | undefined
    #unmount: (() => void) | undefined
    #opener: Element | null = null
    #stopWarm: (() => void) | undefined

    get appKit(): AppKit | undefined {
      return this.#appKit
    }

    set appKit(appKit: AppKit | undefined) {
      this.#unmountContent()
      this.#appKit = appKit
      this.#listen()
    }

    /** Follows the instance's open state and theme, only while the element is in a document. */
    #listen() {
      this.#unsubscribe?.()
      this.#unsubscribe = undefined
      const appKit = this.#appKit
      if (!appKit || !this.isConnected) return
      const { store } = kernelOf(appKit)
      const stop = effect(() => {
        void store.modal.value.open
        void store.themeMode.value
        void store.themeVariables.value
        this.#sync()
      })
      // Until the first open, in idle time: what the first view's frame would otherwise resolve.
      const stopWarm = this.shadowRoot && !this.#unmount ? warmFirstView(appKit, this.shadowRoot) : undefined
      this.#stopWarm = stopWarm
      this.#unsubscribe = () => {
        stop()
        stopWarm?.()
      }
    }

    get embedded(): boolean {
      return this.hasAttribute('embedded')
    }

    /**
     * Intent (hover or focus of an opener): load the content and the view it will open on, once the
     * visitor has rested there for INTENT_MS with no pointer pressed. A press opens the modal instead, and
     * the content then loads after the first view's frame: its evaluation never lands between press and click.
     */
    prefetch(): Promise<void> {
      const appKit = this.#appKit
      const connected = appKit?.getAccount().isConnected ?? false
      this.#intent ??= new Promise<void>((resolve) => {
        const settle = () => (pointerIsDown ? setTimeout(settle, INTENT_MS) : resolve())
        setTimeout(settle, INTENT_MS)
      }).then(() => this.#loadContent(false))
      return this.#intent.then((content) => {
        if (this.shadowRoot) content.adoptContentStyles(this.shadowRoot)
        return content.prefetchFirstView({ connected, appKit })
      })
    }

    /** The content chunk; under a first view it is requested after that view's frame is painted. */
    #loadContent(afterFirstFrame: boolean): Promise<ContentModule> {
      this.#content ??= afterFirstFrame ? afterPaint().then(importContent) : importContent()
      return this.#content
    }

    connectedCallback() {
      if (!this.shadowRoot) this.#build()
      this.#listen()
    }

    disconnectedCallback() {
      this.#unsubscribe?.()
      this.#unsubscribe = undefined
      this.#unmountContent()
    }

    #build() {
      const root = this.attachShadow({ mode: 'open' })
      const shell = new CSSStyleSheet()
      shell.replaceSync(shellCss)
      this.#themeSheet = new CSSStyleSheet()
      root.adoptedStyleSheets = [this.#themeSheet, shell]
      const dialog = document.createElement('dialog')
      dialog.setAttribute('aria-labelledby', 'appkit-modal-title')
      if (this.embedded) dialog.setAttribute('data-embedded', '')
      const body = document.createElement('div')
      body.className = 'frame-placeholder'
      dialog.append(body)
      // Escape closes unless a plugin's close guard says no (SIWX required); the host's close() always does.
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault()
        const appKit = this.#appKit
        if (appKit && kernelOf(appKit).slots.closable.peek()) void appKit.close()
      })
      dialog.addEventListener('keydown', (event) => wrapTabFocus(event, root))
      // Focusable itself, so keys reach the dialog even before the content chunk has mounted.
      dialog.tabIndex = -1
      root.append(dialog)
      this.#dialog = dialog
      this.#body = body
    }

    #sync() {
      const appKit = this.#appKit
      const dialog = this.#dialog
      if (!appKit || !dialog || !this.isConnected) return
      const { store, config } = kernelOf(appKit)
      // Replacing an adopted sheet restyles the whole shadow tree: only when the theme changed, not on open.
      const theme = themeCss(store.themeMode.peek(), store.themeVariables.peek(), config.theme)
      if (theme !== this.#themeText) {
        this.#themeSheet?.replaceSync(theme)
        this.#themeText = theme
      }
      const open = this.embedded || store.modal.peek().open
      if (open) this.#mountContent()
      if (dialog.open === open) return
      if (open) {
        this.#opener = document.activeElement
        if (this.embedded) dialog.show()
        else {
          dialog.showModal()
          if (!this.shadowRoot?.activeElement) dialog.focus()
        }
      } else {
        dialog.close()
        // Focus returns to whatever opened the modal.
        if (this.#opener instanceof HTMLElement && this.#opener.isConnected) this.#opener.focus()
        this.#opener = null
      }
    }

    #mountContent() {
      const appKit = this.#appKit
      const body = this.#body
      const root = this.shadowRoot
      if (this.#unmount || !appKit || !body || !root) return
      this.#unmount = () => undefined
      this.#stopWarm?.()
      // On Connect, the registry's recommended request and the connect methods' chunks start now, from a small
      // chunk beside the first view and the content's chunk (ui/modal/onOpen.ts), not once the content has mounted.
      void import('./onOpen.js').then((opened) => opened.onOpen(appKit), Boolean)
      let chosen: WalletEntry | undefined
      // The wallets show in this frame, drawn from the page; React takes over once the frame is painted.
      const drawn = renderFirstView({
        appKit,
        container: body,
        onChoose: (wallet) => {
          chosen = wallet
        },
      })
      if (drawn) body.className = 'frame'
      Promise.all([this.#loadContent(drawn), drawn ? afterPaint() : undefined]).then(
        ([content]) => {
          if (this.#appKit !== appKit) return
          body.className = 'frame'
          // A keyboard user's place in the first view's list is kept in the content's list.
          const entries = () => [...body.querySelectorAll<HTMLElement>('[data-wallet-entry]')]
          const focused = entries().indexOf(root.activeElement as HTMLElement)
          body.replaceChildren()
          this.#unmount = content.mountModalContent({ appKit, shadowRoot: root, container: body })
          if (focused !== -1) entries()[focused]?.focus()
          if (chosen) content.chooseWallet(appKit, chosen)
        },
        (error: unknown) => {
          this.#unmount = undefined
          console.error('[appkit] the modal content failed to load', error)
        },
      )
    }

    #unmountContent() {
      this.#unmount?.()
      this.#unmount = undefined
    }
  }

  registry.define(MODAL_TAG, ModalElement)
}
