import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { lockDataDir } from './lockDataDir.js'

const dir = mkdtempSync(join(tmpdir(), 'appkit-lock-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('lets one process at a time use a database folder', () => {
  const dataDir = join(dir, 'data')
  const release = lockDataDir(dataDir)
  expect(() => lockDataDir(`${dataDir}/`)).toThrow(
    `the database folder ${dataDir}/ is in use by process ${process.pid} (appkit dev or npm run demo?); stop it, or use --memory`,
  )
  release()
  expect(existsSync(`${dataDir}.lock`)).toBe(false)
  lockDataDir(dataDir)()
})

it('takes over a lock left by a process that has exited', () => {
  const dataDir = join(dir, 'stale')
  const exited = spawnSync(process.execPath, ['-e', '0']).pid
  writeFileSync(`${dataDir}.lock`, String(exited))
  const release = lockDataDir(dataDir)
  expect(() => lockDataDir(dataDir)).toThrow(/in use by process/)
  release()
})
