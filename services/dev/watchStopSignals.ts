export type StopSignals = {
  /** Aborted at the first SIGINT or SIGTERM, so a start still under way can stop what it started. */
  signal: AbortSignal
  /** Resolves at the first SIGINT or SIGTERM. */
  stopped: Promise<void>
}

/** Catches Ctrl-C (SIGINT) and SIGTERM from now on, so they stop the stack instead of killing the process and orphaning anvil. */
export function watchStopSignals(): StopSignals {
  const controller = new AbortController()
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      controller.abort()
      resolve()
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
  return { signal: controller.signal, stopped }
}
