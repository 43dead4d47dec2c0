const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), [tabindex]:not([tabindex="-1"])'

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: focus stays inside
 * the dialog. Installed with the content (the first view is there for a frame; the dialog is modal meanwhile).
 * Returns the uninstall function.
 */
export function trapTabFocus(dialog: HTMLElement, root: ShadowRoot): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
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
  dialog.addEventListener('keydown', onKeyDown)
  return () => dialog.removeEventListener('keydown', onKeyDown)
}
