import { INDEXER_POLL_MS } from '../constants.js'

/** What an indexer offers: one sync now (never two at once), or polling until stop(). */
export type PollLoop<result> = {
  syncOnce(): Promise<result>
  start(): void
  stop(): Promise<void>
}

/** Runs `sync` every `pollMs` after the previous run ends; a failed run is reported and the next one still comes. */
export function createPollLoop<result>(parameters: {
  sync: () => Promise<result>
  pollMs?: number | undefined
  onError?: ((error: unknown) => void) | undefined
}): PollLoop<result> {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const { sync } = parameters

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      running = sync()
        .catch((error: unknown) => parameters.onError?.(error))
        .finally(schedule)
    }, parameters.pollMs ?? INDEXER_POLL_MS)
  }

  return {
    syncOnce: () => {
      const next = running.then(sync, sync)
      running = next.catch(() => undefined)
      return next
    },
    start() {
      stopped = false
      schedule()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running.catch(() => undefined)
    },
  }
}
