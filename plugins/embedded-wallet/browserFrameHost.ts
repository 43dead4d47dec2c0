import { FRAME_APPROVAL_HEIGHT_PX, FRAME_APPROVAL_WIDTH_PX, FRAME_ELEMENT_ID } from './constants.js'
import type { FrameHost } from './frameClient.js'

/** The frame on a real page: a hidden, fixed-position iframe; shown centred above the modal while it asks for approval. */
export const browserFrameHost: FrameHost = {
  mount(src) {
    const iframe = document.createElement('iframe')
    iframe.id = FRAME_ELEMENT_ID
    iframe.title = 'Secure wallet'
    iframe.src = src
    Object.assign(iframe.style, {
      position: 'fixed',
      left: '50%',
      top: '50%',
      transform: 'translate(-50%, -50%)',
      width: `${FRAME_APPROVAL_WIDTH_PX}px`,
      height: `${FRAME_APPROVAL_HEIGHT_PX}px`,
      border: '0',
      borderRadius: '16px',
      zIndex: '2147483647',
      visibility: 'hidden',
    })
    document.body.append(iframe)
    return {
      window: () => iframe.contentWindow,
      show: () => {
        iframe.style.visibility = 'visible'
      },
      hide: () => {
        iframe.style.visibility = 'hidden'
      },
      remove: () => iframe.remove(),
    }
  },
  listen(handler) {
    const listener = (event: MessageEvent) =>
      handler({ origin: event.origin, source: event.source, data: event.data })
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  },
}
