import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes `<dataDir>.lock` for this process, because PGlite must not open one folder twice (two `appkit dev`,
 * or `appkit admin` while `appkit dev` runs). A lock left by a process that has exited is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const holder = Number(readFileSync(lockPath, 'utf8').trim())
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(
        `the database folder ${dataDir} is in use by process ${holder} (appkit dev or npm run demo?); stop it, or use --memory`,
      )
    }
    writeFileSync(lockPath, String(process.pid))
  }
  return () => {
    try {
      if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath)
    } catch {
      // already gone
    }
  }
}
