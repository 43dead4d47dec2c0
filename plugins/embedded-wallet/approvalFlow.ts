import type { RequestDescription } from './describeRequest.js'
import { createTransactionStack, type TransactionStackEntry } from './transactionStack.js'

/** What the approval flow needs of the instance: the modal, its router, the balance, and the frame's abort. */
export type ApprovalFlowParameters = {
  isModalOpen(): boolean
  openModal(description: RequestDescription): Promise<void>
  pushView(description: RequestDescription): Promise<void>
  goBack(): void
  closeModal(): Promise<void>
  /** Reads the balance again of the account that made the request, after it succeeded. */
  refreshBalance(description: RequestDescription): Promise<void>
  /** Tells the frame to end its open approvals (RPC_ABORT): they answer 'Request was aborted'. */
  abort(): Promise<void>
  /** True for the frame's answer when the person pressed Reject (4001). */
  isRejection(error: unknown): boolean
}

/**
 * Spec 4, embedded wallet RPC requests: an unsafe request opens ApproveTransaction (pushed over the open
 * modal with a stack entry, or opening the modal); on success the balance is refreshed and the entry
 * popped (back to the view before) or the modal closed; on error or cancel the entry's callback runs and
 * the modal goes back, or closes when the stack is empty. Closing the modal rejects pending requests.
 */
export function createApprovalFlow(parameters: ApprovalFlowParameters) {
  const stack = createTransactionStack()
  let pending = 0

  return {
    stack,
    /** Runs one unsafe request while ApproveTransaction is shown. */
    async run<T>(description: RequestDescription, send: () => Promise<T>): Promise<T> {
      let entry: TransactionStackEntry | undefined
      if (parameters.isModalOpen()) {
        entry = stack.push({
          onSuccess: () => parameters.goBack(),
          onError: () => parameters.goBack(),
          onCancel: () => parameters.goBack(),
        })
        await parameters.pushView(description)
      } else {
        await parameters.openModal(description)
      }
      pending++
      let outcome: { ok: true; value: T } | { ok: false; error: unknown }
      try {
        outcome = { ok: true, value: await send() }
      } catch (error) {
        outcome = { ok: false, error }
      } finally {
        pending--
      }
      const own = entry ? stack.remove(entry) : false
      if (outcome.ok) {
        // The caller gets its answer now; the balance is read again beside it, never in its way.
        void parameters.refreshBalance(description).catch((error: unknown) => {
          console.warn('[walletdock embedded wallet] the balance could not be read again', error)
        })
        if (own) entry?.onSuccess()
        else if (!entry) await parameters.closeModal()
        return outcome.value
      }
      if (own) {
        if (parameters.isRejection(outcome.error)) entry?.onCancel()
        else entry?.onError(outcome.error)
      } else if (!entry) await parameters.closeModal()
      throw outcome.error
    },
    /** The modal closed: the stack is dropped and pending requests are rejected in the frame. */
    async onModalClosed() {
      stack.clear()
      if (pending > 0) await parameters.abort()
    },
  }
}
export type ApprovalFlow = ReturnType<typeof createApprovalFlow>
