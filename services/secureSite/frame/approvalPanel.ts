/** Why a pending approval ended without a signature. */
export class ApprovalEndedError extends Error {
  override name = 'ApprovalEndedError'
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.code = code
  }
}

/**
 * Shows what is being signed in the frame's own panel (as text) and waits for the person's click. The
 * host page cannot click inside this cross-origin frame, so it cannot approve for them.
 */
export function createApprovalPanel(document: Document, onShow: () => void = () => {}) {
  const element = (id: string) => {
    const found = document.getElementById(id)
    if (!found) throw new Error(`the frame page lacks #${id}`)
    return found
  }
  let pending: { reject(error: ApprovalEndedError): void } | undefined

  return {
    request(parameters: { title: string; origin: string; details: string }): Promise<void> {
      pending?.reject(new ApprovalEndedError('Request was aborted'))
      element('approval-title').textContent = parameters.title
      element('approval-origin').textContent = `Requested by ${parameters.origin}`
      element('approval-details').textContent = parameters.details
      element('approval').hidden = false
      onShow()
      return new Promise<void>((resolve, reject) => {
        const approve = element('approval-approve')
        const rejectButton = element('approval-reject')
        const done = () => {
          element('approval').hidden = true
          approve.onclick = null
          rejectButton.onclick = null
          document.removeEventListener('keydown', onKey)
          pending = undefined
        }
        // Escape inside the frame (it has the focus while it asks) is the person's Reject.
        const onKey = (event: KeyboardEvent) => {
          if (event.key !== 'Escape' || !event.isTrusted) return
          done()
          reject(new ApprovalEndedError('User rejected the request.', 4001))
        }
        document.addEventListener('keydown', onKey)
        approve.onclick = (event) => {
          // Only a person's click counts; a synthetic click from script in this frame does not.
          if (!event.isTrusted) return
          done()
          resolve()
        }
        rejectButton.onclick = () => {
          done()
          reject(new ApprovalEndedError('User rejected the request.', 4001))
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
