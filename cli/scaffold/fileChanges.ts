import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createTwoFilesPatch } from 'diff'

/** One file appkit init creates or rewrites: `before` is null for a new file. */
export type FileChange = { path: string; before: string | null; after: string }

/** A unified diff of every change, paths relative to the app folder. */
export function formatDiff(changes: readonly FileChange[]): string {
  return changes
    .map((change) =>
      createTwoFilesPatch(
        change.before === null ? '/dev/null' : `a/${change.path}`,
        `b/${change.path}`,
        change.before ?? '',
        change.after,
        undefined,
        undefined,
        { context: 3 },
      ).replace(/^=+\n/, ''),
    )
    .join('')
}

/**
 * Writes every change or none: each file goes to a temp file beside it first; the renames come only when
 * every temp file is written, and a failing rename puts back the files already renamed.
 */
export function applyChanges(dir: string, changes: readonly FileChange[]): void {
  const staged: { target: string; temp: string; before: string | null }[] = []
  try {
    for (const change of changes) {
      const target = join(dir, change.path)
      mkdirSync(dirname(target), { recursive: true })
      const temp = `${target}.appkit-init-${process.pid}.tmp`
      writeFileSync(temp, change.after)
      staged.push({ target, temp, before: change.before })
    }
  } catch (error) {
    for (const file of staged) rmSync(file.temp, { force: true })
    throw error
  }
  const done: typeof staged = []
  try {
    for (const file of staged) {
      renameSync(file.temp, file.target)
      done.push(file)
    }
  } catch (error) {
    for (const file of done.reverse()) {
      if (file.before === null) rmSync(file.target, { force: true })
      else writeFileSync(file.target, file.before)
    }
    for (const file of staged) if (existsSync(file.temp)) rmSync(file.temp, { force: true })
    throw error
  }
}

export function readIfExists(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null
}
