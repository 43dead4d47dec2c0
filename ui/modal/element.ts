import type { AppKit } from '../../kernel/index.js'
import { type ThemeMode, themeCss } from '../theme/themeCss.js'
import type { ThemeVariablesInput } from '../theme/variables.js'
import { shellCss } from './styles.js'

export const MODAL_TAG = 'appkit-modal'

type ContentModule = typeof import('./content.js')
export type AppKitModalElement = HTMLElement & {
  appKit: AppKit | undefined
  /** Starts loading the modal's content and first view (call on hover or focus of an opener). */
  prefetch(): Promise<void>
}

/** What the shell needs of an instance; read through the public API only. */
type ShellSource = Pick<AppKit, 'getState' | 'subscribe' | 'close'> & {
  getThemeMode?: () => ThemeMode
  getThemeVariables?: () => ThemeVariablesInput
}

/**
 * Defines `<appkit-modal>` on first call. Nothing touches `HTMLElement` at import time, so the module
 * can be imported during server rendering. The element holds a shadow root with a native <dialog>
 * (top layer, focus containment, Escape); the React content is a separate chunk loaded on intent.
 */
export function defineModalElement(registry: CustomElementRegistry = customElements): void {
  if (registry.get(MODAL_TAG)) return

  class ModalElement extends HTMLElement {
    #appKit: AppKit | undefined
    #unsubscribe: (() => void) | undefined
    #dialog: HTMLDialogElement | undefined
    #body: HTMLElement | undefined
    #themeSheet: CSSStyleSheet | undefined
    #content: Promise<ContentModule> | undefined
    #unmount: (() => void) | undefined
    #opener: Element | null = null

    get appKit(): AppKit | undefined {
      return this.#appKit
    }

    set appKit(appKit: AppKit | undefined) {
      this.#unsubscribe?.()
      this.#unmountContent()
      this.#appKit = appKit
      if (!appKit) return
      this.#unsubscribe = appKit.subscribe(() => this.#sync())
      this.#sync()
    }

    get embedded(): boolean {
      return this.hasAttribute('embedded')
    }

    prefetch(): Promise<void> {
      this.#content ??= import('./content.js')
      return this.#content.then((content) => content.prefetchFirstView())
    }

    connectedCallback() {
      if (!this.shadowRoot) this.#build()
      this.#sync()
    }

    disconnectedCallback() {
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
      // Escape and the close button go through the kernel, which may refuse (SIWX required).
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault()
        this.#appKit?.close()
      })
      root.append(dialog)
      this.#dialog = dialog
      this.#body = body
    }

    #sync() {
      const source = this.#appKit as ShellSource | undefined
      const dialog = this.#dialog
      if (!source || !dialog) return
      this.#themeSheet?.replaceSync(
        themeCss(source.getThemeMode?.() ?? 'system', source.getThemeVariables?.() ?? {}),
      )
      const open = this.embedded || source.getState().open
      if (open) this.#mountContent()
      if (dialog.open === open) return
      if (open) {
        this.#opener = document.activeElement
        if (this.embedded) dialog.show()
        else dialog.showModal()
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
      this.#content ??= import('./content.js')
      this.#content.then(
        (content) => {
          if (this.#appKit !== appKit) return
          body.className = 'frame'
          this.#unmount = content.mountModalContent({ appKit, shadowRoot: root, container: body })
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
