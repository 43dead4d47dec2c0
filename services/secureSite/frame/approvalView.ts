/** What the approval panel shows: the request as text, and a warning that needs the person's confirmation. */
export type ApprovalRequest = {
  title: string
  origin: string
  details: string
  /** Shown in red above the buttons; Approve then counts only once the person ticked the confirmation. */
  warning?: string | undefined
}

/** The panel's elements, shared by the frame's panel and the secure window's (the same page markup). */
export function approvalView(document: Document) {
  const element = <T extends HTMLElement = HTMLElement>(id: string) => {
    const found = document.getElementById(id)
    if (!found) throw new Error(`the frame page lacks #${id}`)
    return found as T
  }
  const approve = element<HTMLButtonElement>('approval-approve')
  const confirm = element<HTMLInputElement>('approval-confirm')
  return {
    element,
    approve,
    reject: element<HTMLButtonElement>('approval-reject'),
    secureWindow: element<HTMLButtonElement>('approval-window'),
    show(request: ApprovalRequest) {
      element('approval-title').textContent = request.title
      element('approval-origin').textContent = `Requested by ${request.origin}`
      element('approval-details').textContent = request.details
      element('approval-warning-text').textContent = request.warning ?? ''
      element('approval-warning').hidden = request.warning === undefined
      confirm.checked = false
      this.status('')
      element('approval').hidden = false
    },
    hide() {
      element('approval').hidden = true
    },
    /** Whether a warning, if any, was confirmed by the person (a trusted tick of the box). */
    confirmed: () => element('approval-warning').hidden || confirm.checked,
    status(text: string) {
      const status = element('approval-status')
      if (status.textContent !== text) status.textContent = text
    },
  }
}
export type ApprovalView = ReturnType<typeof approvalView>

export const APPROVAL_STATUS = {
  unproven:
    'This browser cannot show that this panel is visible on the page: approve in a secure window instead.',
  'not-visible':
    'This panel is covered, see-through or distorted by the page, so Approve is off. You can approve in a secure window.',
  settling: 'Approve turns on once this panel has been fully visible for half a second.',
  pointer: 'Approve counts once the pointer has rested on this panel for half a second: click again.',
  'not-shown': '',
  unconfirmed: 'Tick the box to accept the fee first.',
  windowOpen: 'Approve or reject in the secure window.',
  windowBlocked: 'The browser blocked the secure window: allow pop-ups for this page and try again.',
  windowClosed: 'The secure window was closed without a decision.',
} as const
