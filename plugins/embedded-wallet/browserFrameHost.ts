import { FRAME_APPROVAL_HEIGHT_PX, FRAME_APPROVAL_WIDTH_PX, FRAME_ELEMENT_ID } from './constants.js'
import type { FrameArea, FrameHost } from './frameClient.js'

/** The backdrop of the frame's own dialog is clear: the modal's backdrop is already under it. */
const DIALOG_CSS = `dialog{position:fixed;margin:0;padding:0;border:0;background:transparent;overflow:visible;max-width:none;max-height:none}
dialog::backdrop{background:transparent}
iframe{display:block;border:0;border-radius:16px;width:100%;height:100%;color-scheme:normal}`

/**
 * The frame on a real page. The iframe lives from the start inside a `<dialog>` of its own (closed, so
 * hidden), in a shadow root on the body. To ask for approval that dialog opens with showModal(): the
 * topmost modal dialog is the only part of the page that is not inert, so the frame can be clicked even
 * while the modal's own native dialog is open. The iframe never moves in the DOM (a move reloads it).
 */
export const browserFrameHost: FrameHost = {
  mount(src, options) {
    const holder = document.createElement('div')
    holder.setAttribute('data-walletdock-secure-frame', '')
    const root = holder.attachShadow({ mode: 'open' })
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(DIALOG_CSS)
    root.adoptedStyleSheets = [sheet]
    const dialog = document.createElement('dialog')
    dialog.setAttribute('aria-label', 'Secure wallet')
    // Escape closes the modal (which rejects the pending request), not just this dialog.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      options?.onDismiss?.()
    })
    const iframe = document.createElement('iframe')
    iframe.id = FRAME_ELEMENT_ID
    iframe.title = 'Secure wallet'
    iframe.src = src
    dialog.append(iframe)
    root.append(dialog)
    document.body.append(holder)
    const place = (area: FrameArea | undefined) => {
      const width = area?.width ?? FRAME_APPROVAL_WIDTH_PX
      const height = area?.height ?? FRAME_APPROVAL_HEIGHT_PX
      Object.assign(dialog.style, {
        width: `${width}px`,
        height: `${height}px`,
        left: area ? `${area.left}px` : `calc(50% - ${width / 2}px)`,
        top: area ? `${area.top}px` : `calc(50% - ${height / 2}px)`,
      })
    }
    return {
      window: () => iframe.contentWindow,
      show(area) {
        place(area)
        // Shown once per approval, after the modal it sits above (the top layer stacks in the order dialogs
        // were shown); it is hidden whenever the modal is, so it is never left under a modal opened since.
        // Following the view only moves it: closing and showing it again in the middle of a click loses the click.
        if (!dialog.open) dialog.showModal()
      },
      hide() {
        if (dialog.open) dialog.close()
      },
      remove: () => holder.remove(),
    }
  },
  listen(handler) {
    const listener = (event: MessageEvent) =>
      handler({ origin: event.origin, source: event.source, data: event.data })
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  },
}
