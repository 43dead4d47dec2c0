import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { loadProject } from '../services/api/loadProject.js'
import { openDatabase } from '../services/db/openDatabase.js'
import { createProgram } from './program.js'

const dir = mkdtempSync(join(tmpdir(), 'appkit-admin-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const run = (...args: string[]) =>
  createProgram().parseAsync(['node', 'appkit', 'admin', '--data', dir, ...args])

it('appkit admin adds a project, edits its origins and toggles a feature in the database', async () => {
  await run('add-project', 'shop', '--origin', 'https://shop.test')
  await run('add-origin', 'shop', 'https://*.shop.test')
  await run('remove-origin', 'shop', 'https://shop.test')
  await run('set-feature', 'shop', 'email', 'off')
  const database = await openDatabase({ dataDir: dir })
  try {
    const project = await loadProject(database, 'shop')
    expect(project?.origins).toEqual(['https://*.shop.test'])
    expect(project?.features.email).toBe(false)
    expect(project?.features.socials).toBe(true)
  } finally {
    await database.close()
  }
}, 30_000)
