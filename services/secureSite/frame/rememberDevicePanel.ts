import type { RememberDevice } from './rememberDevice.js'

const REMEMBERED = 'This device is remembered: the secure wallet keeps its share in its own storage.'
const REFUSED =
  'The browser did not allow it: the secure wallet goes on as before, and may ask to verify this device again.'

/**
 * The Storage Access step in the frame's own panel: a button the person clicks inside the frame (the browser
 * asks for that click), shown while the device share is not in the secure origin's own storage.
 */
export function createRememberDevicePanel(document: Document, remember: RememberDevice) {
  const element = (id: string) => {
    const found = document.getElementById(id)
    if (!found) throw new Error(`the frame page lacks #${id}`)
    return found
  }
  const button = element('remember-allow') as HTMLButtonElement
  button.onclick = (event) => {
    // The host page cannot click in this cross-origin frame; a synthetic click from script is not the person.
    if (!event.isTrusted) return
    button.disabled = true
    remember.remember().then(
      (outcome) => {
        element('remember-status').textContent = outcome === 'remembered' ? REMEMBERED : REFUSED
        button.hidden = outcome === 'remembered'
        button.disabled = false
      },
      () => {
        element('remember-status').textContent = REFUSED
        button.disabled = false
      },
    )
  }
  return {
    /** Called when the panel shows: offer the step only while it is needed. */
    refresh() {
      const offered = remember.offered()
      element('remember').hidden = !offered && element('remember-status').textContent === ''
      button.hidden = !offered
    },
  }
}
