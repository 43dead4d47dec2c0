import type { AppKit } from '../../kernel/index.js'
import { modalCss } from './styles.js'

export const MODAL_TAG = 'appkit-modal'

export type AppKitModalElement = HTMLElement & { appKit: AppKit | undefined }

/**
 * Defines `<appkit-modal>` on first call. Nothing touches `HTMLElement` at import time, so the module
 * can be imported during server rendering.
 */
export function defineModalElement(registry: CustomElementRegistry = customElements): void {
  if (registry.get(MODAL_TAG)) return

  class ModalElement extends HTMLElement {
    #appKit: AppKit | undefined
    #unsubscribe: (() => void) | undefined
    #dialog: HTMLDialogElement | undefined
    #opener: Element | null = null

    get appKit(): AppKit | undefined {
      return this.#appKit
    }

    set appKit(appKit: AppKit | undefined) {
      this.#unsubscribe?.()
      this.#appKit = appKit
      this.#unsubscribe = appKit?.subscribe((state) => this.#render(state.open))
      this.#render(appKit?.getState().open ?? false)
    }

    connectedCallback() {
      if (this.shadowRoot) return
      const root = this.attachShadow({ mode: 'open' })
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(modalCss)
      root.adoptedStyleSheets = [sheet]

      const dialog = document.createElement('dialog')
      dialog.setAttribute('aria-labelledby', 'appkit-modal-title')
      const header = document.createElement('header')
      const title = document.createElement('h2')
      title.id = 'appkit-modal-title'
      title.textContent = 'Connect Wallet'
      const close = document.createElement('button')
      close.className = 'close'
      close.type = 'button'
      close.setAttribute('aria-label', 'Close')
      close.textContent = '✕'
      close.addEventListener('click', () => this.#appKit?.close())
      header.append(title, close)
      const body = document.createElement('div')
      body.className = 'body'
      dialog.append(header, body)
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault()
        this.#appKit?.close()
      })
      root.append(dialog)
      this.#dialog = dialog
      this.#render(this.#appKit?.getState().open ?? false)
    }

    disconnectedCallback() {
      this.#unsubscribe?.()
      this.#unsubscribe = undefined
    }

    #render(open: boolean) {
      const dialog = this.#dialog
      if (!dialog || dialog.open === open) return
      if (open) {
        this.#opener = document.activeElement
        dialog.showModal()
      } else {
        dialog.close()
        if (this.#opener instanceof HTMLElement) this.#opener.focus()
        this.#opener = null
      }
    }
  }

  registry.define(MODAL_TAG, ModalElement)
}
