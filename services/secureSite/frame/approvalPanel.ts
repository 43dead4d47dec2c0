import {
  APPROVAL_CLICK_HOLD_MS,
  type ApprovalGate,
  createApprovalGate,
  VISIBILITY_DELAY_MS,
} from './approvalGate.js'
import { APPROVAL_STATUS, type ApprovalRequest, approvalView } from './approvalView.js'
import { openApprovalWindow } from './approvalWindow.js'

/** Why a pending approval ended without a signature. */
export class ApprovalEndedError extends Error {
  override name = 'ApprovalEndedError'
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.code = code
  }
}

/** After this long without a proof of visibility, the panel also offers the secure window. */
const OFFER_WINDOW_AFTER_MS = 1_000

/** Whether this browser has IntersectionObserver v2 (it reports `isVisible`). */
export const visibilityProvable = (): boolean =>
  typeof IntersectionObserverEntry === 'function' && 'isVisible' in IntersectionObserverEntry.prototype

type EntryV2 = IntersectionObserverEntry & { isVisible?: boolean }

/** Where this frame sits on the screen by a pointer event: a cross-origin frame's one view of its own position. */
const screenOffset = (event: Event) => {
  const { screenX, screenY, clientX, clientY } = event as MouseEvent
  return { x: screenX - clientX, y: screenY - clientY }
}

/**
 * Feeds the gate what the browser says about the panel: IntersectionObserver v2 (`trackVisibility`) on the
 * title, the details and the buttons (each fully in view, unoccluded, opaque, untransformed), the frame's
 * size, and where the pointer is.
 */
function watchPanel(win: Window & typeof globalThis, gate: ApprovalGate, targets: Element[]) {
  if (gate.visibilityProvable) {
    const visible = new Map<Element, boolean>()
    const observer = new win.IntersectionObserver(
      (entries) => {
        let time = 0
        for (const entry of entries) {
          visible.set(entry.target, (entry as EntryV2).isVisible === true && entry.intersectionRatio >= 0.999)
          time = Math.max(time, entry.time)
        }
        gate.visibility(
          targets.every((target) => visible.get(target) === true),
          time,
        )
      },
      { threshold: [0, 1], trackVisibility: true, delay: VISIBILITY_DELAY_MS } as IntersectionObserverInit,
    )
    for (const target of targets) observer.observe(target)
  }
  win.addEventListener('resize', () => gate.moved(performance.now()))
  for (const name of ['pointerover', 'pointermove', 'pointerdown'])
    win.document.addEventListener(name, (event) => gate.pointer(event.timeStamp, screenOffset(event)), true)
  win.document.addEventListener(
    'pointerout',
    (event) => {
      if ((event as PointerEvent).relatedTarget === null) gate.pointerLeft()
    },
    true,
  )
}

/**
 * Shows what is being signed in the frame's own panel (as text) and waits for the person's decision. The host
 * page cannot click inside this cross-origin frame, but it can hide or move the frame under a decoy: Approve
 * counts only while the browser proves the panel visible (see approvalGate.ts); otherwise the person approves
 * in a secure window, a top-level page of the secure origin that no host page can cover.
 */
export function createApprovalPanel(document: Document, onShow: () => void = () => {}) {
  const win = document.defaultView as Window & typeof globalThis
  const view = approvalView(document)
  const gate = createApprovalGate({ visibilityProvable: visibilityProvable() })
  watchPanel(win, gate, ['approval-title', 'approval-details', 'approval-approve'].map(view.element))
  let pending: { reject(error: ApprovalEndedError): void } | undefined

  return {
    request(request: ApprovalRequest): Promise<void> {
      pending?.reject(new ApprovalEndedError('Request was aborted'))
      view.show(request)
      gate.shown(performance.now())
      const shownAt = performance.now()
      onShow()
      return new Promise<void>((resolve, reject) => {
        let holding = false
        let ended = false
        let secureWindow: { close(): void } | undefined
        // The status follows the gate when its answer changes; a click's own message stays until then.
        let said: string | null = null
        const refresh = () => {
          const now = performance.now()
          const refusal = gate.check(now, { ignorePointer: true })
          view.approve.disabled = refusal !== undefined || holding
          view.secureWindow.hidden =
            refusal === undefined || (gate.visibilityProvable && now - shownAt < OFFER_WINDOW_AFTER_MS)
          const text = refusal ? APPROVAL_STATUS[refusal] : ''
          if (!secureWindow && !holding && text !== said) view.status(text)
          said = text
        }
        refresh()
        const ticking = setInterval(refresh, VISIBILITY_DELAY_MS)
        const done = () => {
          ended = true
          view.hide()
          gate.hidden()
          clearInterval(ticking)
          secureWindow?.close()
          view.approve.onclick = null
          view.reject.onclick = null
          view.secureWindow.onclick = null
          document.removeEventListener('keydown', onKey)
          pending = undefined
        }
        const rejected = () => {
          done()
          reject(new ApprovalEndedError('User rejected the request.', 4001))
        }
        // Escape inside the frame (it has the focus while it asks) is the person's Reject.
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Escape' && event.isTrusted) rejected()
        }
        document.addEventListener('keydown', onKey)
        view.approve.onclick = (event) => {
          // Only a person's click counts; a synthetic click from script in this frame does not.
          if (!event.isTrusted || holding) return
          if (!view.confirmed()) return view.status(APPROVAL_STATUS.unconfirmed)
          // The click's own position: a frame moved under the pointer since its last event restarts the stay.
          gate.pointer(event.timeStamp, screenOffset(event))
          const refusal = gate.check(event.timeStamp)
          if (refusal) return view.status(APPROVAL_STATUS[refusal])
          // A change of visibility just before the click is reported up to one observer delay later: wait for it.
          holding = true
          refresh()
          setTimeout(() => {
            holding = false
            if (ended) return
            const late = gate.check(performance.now(), { ignorePointer: true })
            if (late) return view.status(APPROVAL_STATUS[late])
            done()
            resolve()
          }, APPROVAL_CLICK_HOLD_MS)
        }
        view.reject.onclick = rejected
        view.secureWindow.onclick = (event) => {
          if (!event.isTrusted) return
          secureWindow?.close()
          secureWindow = openApprovalWindow(win, request, (outcome) => {
            secureWindow = undefined
            if (outcome === 'approved') {
              done()
              resolve()
            } else if (outcome === 'rejected') rejected()
            else view.status(APPROVAL_STATUS.windowClosed)
          })
          view.status(secureWindow ? APPROVAL_STATUS.windowOpen : APPROVAL_STATUS.windowBlocked)
        }
        pending = {
          reject: (error) => {
            done()
            reject(error)
          },
        }
      })
    },
    /** RPC_ABORT: the open request ends with 'Request was aborted'. */
    abort() {
      pending?.reject(new ApprovalEndedError('Request was aborted'))
    },
  }
}
export type ApprovalPanel = ReturnType<typeof createApprovalPanel>
