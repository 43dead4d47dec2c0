import { randomUUID } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** A takeover file older than this was left by a process that died while taking over; it is cleared. */
const STALE_TAKEOVER_MS = 10_000
/** How long a process waits for another's takeover to finish before it reads the lock again. */
const TAKEOVER_WAIT_MS = 20
const TAKEOVER_ATTEMPTS = 50

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Creates `path` holding our pid only if it does not exist, with its content in place from the first instant:
 * the pid is written to a file of our own, then hard-linked to `path` (link fails if `path` exists), so
 * exactly one process can win and nobody ever reads a half-written lock.
 */
function createExclusive(path: string): boolean {
  const own = `${path}.${process.pid}.${randomUUID()}`
  writeFileSync(own, String(process.pid), { flag: 'wx' })
  try {
    linkSync(own, path)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    removeIfExists(own)
  }
}

function holderOf(path: string): number | undefined {
  try {
    const holder = Number(readFileSync(path, 'utf8').trim())
    return Number.isInteger(holder) && holder > 0 ? holder : undefined
  } catch {
    return undefined
  }
}

function removeIfExists(path: string): void {
  try {
    unlinkSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * Takes `<dataDir>.lock` for this process, because PGlite must not open one folder twice (two `appkit dev`,
 * or `appkit admin` while `appkit dev` runs). The lock is created atomically (a hard link, which fails when the lock exists); a lock left by a process that
 * has exited is taken over under `<dataDir>.lock.takeover` (created the same way), so two processes starting together
 * never both take it. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`
  const takeoverPath = `${lockPath}.takeover`
  mkdirSync(dirname(lockPath), { recursive: true })
  const inUse = (holder: number) =>
    new Error(
      `the database folder ${dataDir} is in use by process ${holder} (appkit dev or npm run demo?); stop it, or use --memory`,
    )
  for (let attempt = 0; attempt < TAKEOVER_ATTEMPTS; attempt++) {
    if (createExclusive(lockPath)) return releaser(lockPath)
    const holder = holderOf(lockPath)
    if (holder !== undefined && isRunning(holder)) throw inUse(holder)
    // The holder has exited: one process at a time may replace its lock.
    if (createExclusive(takeoverPath)) {
      try {
        const again = holderOf(lockPath)
        if (again !== undefined && isRunning(again)) throw inUse(again)
        removeIfExists(lockPath)
        if (createExclusive(lockPath)) return releaser(lockPath)
      } finally {
        removeIfExists(takeoverPath)
      }
      continue
    }
    try {
      if (Date.now() - statSync(takeoverPath).mtimeMs > STALE_TAKEOVER_MS) removeIfExists(takeoverPath)
    } catch {
      // the takeover just finished
    }
    sleep(TAKEOVER_WAIT_MS)
  }
  const holder = holderOf(lockPath)
  throw holder !== undefined
    ? inUse(holder)
    : new Error(`the database folder ${dataDir} is being locked by another process; try again`)
}

function releaser(lockPath: string): () => void {
  return () => {
    try {
      if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath)
    } catch {
      // already gone
    }
  }
}
