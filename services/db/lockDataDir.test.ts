import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, it } from 'vitest'
import { lockDataDir } from './lockDataDir.js'

const dir = mkdtempSync(join(tmpdir(), 'appkit-lock-'))
/** A lock as a process leaves it when it exits without releasing: the lock directory, and its pid beside it. */
const leaveLock = (dataDir: string, pid: number) => {
  mkdirSync(`${dataDir}.lock`)
  writeFileSync(`${dataDir}.lock.pid`, String(pid))
}
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('lets one process at a time use a database folder', () => {
  const dataDir = join(dir, 'data')
  const release = lockDataDir(dataDir)
  expect(() => lockDataDir(`${dataDir}/`)).toThrow(
    `the database folder ${dataDir}/ is in use by process ${process.pid} (appkit dev or npm run demo?); stop it, or use --memory`,
  )
  release()
  expect(existsSync(`${dataDir}.lock`)).toBe(false)
  expect(existsSync(`${dataDir}.lock.pid`)).toBe(false)
  lockDataDir(dataDir)()
})

it('takes over a lock left by a process that has exited', () => {
  const dataDir = join(dir, 'stale')
  const exited = spawnSync(process.execPath, ['-e', '0']).pid
  leaveLock(dataDir, exited)
  const release = lockDataDir(dataDir)
  expect(() => lockDataDir(dataDir)).toThrow(/in use by process/)
  release()
})

it('takes over a lock nobody has refreshed for 10 s, even when no pid says who held it (proper-lockfile staleness)', () => {
  const dataDir = join(dir, 'unrefreshed')
  mkdirSync(`${dataDir}.lock`)
  expect(() => lockDataDir(dataDir)).toThrow(/is being locked by another process; try again/)
  const longAgo = new Date(Date.now() - 11_000)
  utimesSync(`${dataDir}.lock`, longAgo, longAgo)
  const release = lockDataDir(dataDir)
  expect(readFileSync(`${dataDir}.lock.pid`, 'utf8')).toBe(String(process.pid))
  release()
})

it('creates the folder that holds the lock when it does not exist yet', () => {
  const release = lockDataDir(join(dir, 'fresh', '.appkit', 'data'))
  expect(existsSync(join(dir, 'fresh', '.appkit', 'data.lock'))).toBe(true)
  release()
})

it('finding 9: processes taking over one stale lock together: exactly one gets it, in every trial', async () => {
  const trials = 20
  const contenders = 4
  const exited = spawnSync(process.execPath, ['-e', '0']).pid
  const dataDirs = Array.from({ length: trials }, (_, index) => join(dir, `race${index}`))
  for (const dataDir of dataDirs) leaveLock(dataDir, exited)
  const modulePath = fileURLToPath(new URL('./lockDataDir.ts', import.meta.url))
  // Each process waits for the same instants, then tries trial after trial; a winner stays alive, so its lock is live.
  const startAt = Date.now() + 4_000
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(modulePath)})
    const dirs = ${JSON.stringify(dataDirs)}
    const won = []
    for (const [index, dataDir] of dirs.entries()) {
      while (Date.now() < ${startAt} + index * 100) {}
      try { lockDataDir(dataDir); won.push(index) } catch {}
    }
    console.log(JSON.stringify(won))
    // Winners stay alive (their locks live) until every contender has tried every trial, however late it started.
    process.stdin.resume()
    process.stdin.on('end', () => process.exit(0))`
  const children: ReturnType<typeof spawn>[] = []
  const race = () =>
    new Promise<number[]>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['pipe', 'pipe', 'inherit'],
      })
      children.push(child)
      let out = ''
      child.stdout?.on('data', (chunk) => {
        out += chunk
        if (out.includes('\n')) resolve(JSON.parse(out.trim() || '[]'))
      })
      child.on('error', reject)
      child.on('exit', () => resolve(JSON.parse(out.trim() || '[]')))
    })
  const results = await Promise.all(Array.from({ length: contenders }, race))
  for (const child of children) child.stdin?.end()
  const winners = dataDirs.map((_, index) => results.filter((won) => won.includes(index)).length)
  expect(winners).toEqual(Array(trials).fill(1))
  for (const dataDir of dataDirs) expect(readFileSync(`${dataDir}.lock.pid`, 'utf8')).not.toBe(String(exited))
}, 30_000)
