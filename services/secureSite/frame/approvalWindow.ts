import * as z from 'zod/mini'
import { APPROVAL_SETTLE_MS } from './approvalGate.js'
import { APPROVAL_STATUS, type ApprovalRequest, approvalView } from './approvalView.js'
import { APPROVAL_WINDOW_PATH } from './approvalWindowPath.js'

const PREFIX = '@walletdock-approval/'

const ticketSchema = z.uuid()
const windowMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(`${PREFIX}READY`), ticket: ticketSchema }),
  z.object({ type: z.literal(`${PREFIX}DECISION`), ticket: ticketSchema, approved: z.boolean() }),
])
const requestMessageSchema = z.object({
  type: z.literal(`${PREFIX}REQUEST`),
  ticket: ticketSchema,
  request: z.object({
    title: z.string().check(z.maxLength(1_000)),
    origin: z.string().check(z.maxLength(1_000)),
    details: z.string().check(z.maxLength(200_000)),
    warning: z.optional(z.string().check(z.maxLength(2_000))),
  }),
})

export type ApprovalWindowOutcome = 'approved' | 'rejected' | 'closed'

/**
 * The frame's side: opens the secure window on the frame's own origin (inside the person's click, so the
 * browser allows it), hands it the request, and reports its decision. Only that window, on this origin,
 * with this request's ticket, is listened to. Returns undefined when the browser blocked the window.
 */
export function openApprovalWindow(
  win: Window,
  request: ApprovalRequest,
  onOutcome: (outcome: ApprovalWindowOutcome) => void,
): { close(): void } | undefined {
  const ticket = crypto.randomUUID()
  const origin = win.location.origin
  const popup = win.open(`${origin}${APPROVAL_WINDOW_PATH}#${ticket}`, '_blank', 'popup,width=440,height=640')
  if (!popup) return undefined
  let ended = false
  const end = (outcome: ApprovalWindowOutcome) => {
    if (ended) return
    ended = true
    win.removeEventListener('message', onMessage)
    clearInterval(watch)
    onOutcome(outcome)
  }
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== origin) return
    const parsed = windowMessageSchema.safeParse(event.data)
    if (!parsed.success || parsed.data.ticket !== ticket) return
    if (parsed.data.type === `${PREFIX}READY`)
      popup.postMessage({ type: `${PREFIX}REQUEST`, ticket, request }, origin)
    else end(parsed.data.approved ? 'approved' : 'rejected')
  }
  win.addEventListener('message', onMessage)
  const watch = setInterval(() => {
    if (popup.closed) end('closed')
  }, 500)
  return {
    close() {
      ended = true
      win.removeEventListener('message', onMessage)
      clearInterval(watch)
      popup.close()
    },
  }
}

/**
 * The secure window's page: asks its opener (the frame, same origin) for the request, shows it, and sends
 * back the person's decision. Approve counts only for a trusted click once this window has been visible
 * and focused for APPROVAL_SETTLE_MS without a break (a window that pops up under a click does not take it).
 */
export function startApprovalWindow(win: Window): void {
  const document = win.document
  const view = approvalView(document)
  view.element('remember').hidden = true
  view.secureWindow.hidden = true
  const ticket = ticketSchema.safeParse(win.location.hash.slice(1))
  const opener = win.opener as Window | null
  if (!ticket.success || !opener || win.top !== win) {
    document.body.textContent = 'This window opens from the secure wallet when it asks for an approval.'
    return
  }
  const origin = win.location.origin
  const send = (message: object) => opener.postMessage({ ...message, ticket: ticket.data }, origin)
  let seenSince: number | undefined
  const watch = () => {
    const seen = document.visibilityState === 'visible' && document.hasFocus()
    if (!seen) seenSince = undefined
    else seenSince ??= performance.now()
    const ready = seenSince !== undefined && performance.now() - seenSince >= APPROVAL_SETTLE_MS
    view.approve.disabled = !ready
  }
  const decide = (approved: boolean) => {
    send({ type: `${PREFIX}DECISION`, approved })
    win.close()
  }
  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== opener || event.origin !== origin) return
    const parsed = requestMessageSchema.safeParse(event.data)
    if (!parsed.success || parsed.data.ticket !== ticket.data) return
    view.show(parsed.data.request)
    seenSince = undefined
    view.approve.disabled = true
    setInterval(watch, 50)
    for (const name of ['blur', 'resize']) win.addEventListener(name, () => (seenSince = undefined))
    view.approve.onclick = (click) => {
      if (!click.isTrusted || view.approve.disabled) return
      if (!view.confirmed()) return view.status(APPROVAL_STATUS.unconfirmed)
      decide(true)
    }
    view.reject.onclick = () => decide(false)
  })
  send({ type: `${PREFIX}READY` })
}
