/** What runs when the request an ApproveTransaction entry stands for ends (spec 4). */
export type TransactionStackEntry = {
  onSuccess(): void
  onError(error: unknown): void
  onCancel(): void
}

/**
 * The transaction stack (spec 4): one entry per ApproveTransaction view pushed over an open modal, with
 * its success, error and cancel callbacks. A request that opened the modal itself pushes none.
 */
export function createTransactionStack() {
  const entries: TransactionStackEntry[] = []
  return {
    get size() {
      return entries.length
    },
    push(entry: TransactionStackEntry) {
      entries.push(entry)
      return entry
    },
    /** Takes `entry` off the stack; false when it was no longer there (the modal closed meanwhile). */
    remove(entry: TransactionStackEntry): boolean {
      const index = entries.lastIndexOf(entry)
      if (index < 0) return false
      entries.splice(index, 1)
      return true
    },
    /** Empties the stack without running callbacks (the modal closed, so there is nothing to go back to). */
    clear() {
      entries.length = 0
    },
  }
}
export type TransactionStack = ReturnType<typeof createTransactionStack>
