import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { lockSync } from 'proper-lockfile'

/** proper-lockfile's staleness: a holder refreshes its lock every half of this; one not refreshed for it is taken over. */
const STALE_MS = 10_000
/** How long a process waits for another's turn at the lock before it tries again. */
const TURN_WAIT_MS = 20
const TURN_ATTEMPTS = 50

/** Whether a process with this pid is alive (one that exists but is not ours to signal counts as alive). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function holderOf(pidPath: string): number | undefined {
  try {
    const holder = Number(readFileSync(pidPath, 'utf8').trim())
    return Number.isInteger(holder) && holder > 0 ? holder : undefined
  } catch {
    return undefined
  }
}

/** Takes a lock directory with proper-lockfile; undefined when another holds it (ELOCKED). */
function tryLock(lockfilePath: string): (() => void) | undefined {
  try {
    return lockSync(lockfilePath, {
      lockfilePath,
      realpath: false,
      stale: STALE_MS,
      onCompromised: (error) =>
        console.warn(`the lock ${lockfilePath} was lost (${error.message}); another process may now take it`),
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') return undefined
    throw error
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * Takes `<dataDir>.lock` for this process, because PGlite must not open one folder twice (two `appkit dev`, or
 * `appkit admin` while `appkit dev` runs). The lock is proper-lockfile's (an atomic mkdir, refreshed while held, stale
 * once its holder stops refreshing it); `<dataDir>.lock.pid` names the holder. Contenders take turns under
 * `<dataDir>.lock.takeover` (a proper-lockfile lock too), so a lock whose holder has exited is taken over at once by
 * exactly one of them, never by two. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`
  const pidPath = `${lockPath}.pid`
  mkdirSync(dirname(lockPath), { recursive: true })
  const inUse = (holder: number) =>
    new Error(
      `the database folder ${dataDir} is in use by process ${holder} (appkit dev or npm run demo?); stop it, or use --memory`,
    )
  const take = () => {
    const release = tryLock(lockPath)
    if (!release) return undefined
    // Written before the turn ends: whoever takes the next turn reads who holds the lock.
    writeFileSync(pidPath, String(process.pid))
    return releaser(release, pidPath)
  }
  for (let attempt = 0; attempt < TURN_ATTEMPTS; attempt++) {
    const endTurn = tryLock(`${lockPath}.takeover`)
    if (endTurn) {
      try {
        const taken = take()
        if (taken) return taken
        const holder = holderOf(pidPath)
        if (holder !== undefined && isRunning(holder)) throw inUse(holder)
        if (holder !== undefined) {
          // The holder has exited without releasing: its lock is taken over.
          rmSync(lockPath, { recursive: true, force: true })
          const takenOver = take()
          if (takenOver) return takenOver
        }
      } finally {
        endTurn()
      }
    }
    sleep(TURN_WAIT_MS)
  }
  const holder = holderOf(pidPath)
  throw holder !== undefined
    ? inUse(holder)
    : new Error(`the database folder ${dataDir} is being locked by another process; try again`)
}

function releaser(release: () => void, pidPath: string): () => void {
  return () => {
    if (holderOf(pidPath) === process.pid) rmSync(pidPath, { force: true })
    try {
      release()
    } catch {
      // already released, or taken over after it went stale
    }
  }
}
