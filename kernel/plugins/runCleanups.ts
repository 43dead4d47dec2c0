/** Runs plugin cleanups newest first; one that throws is logged and the rest still run. */
export function runCleanups(cleanups: (() => void)[]): void {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      cleanup()
    } catch (error) {
      console.error('[appkit] plugin cleanup failed', error)
    }
  }
}
