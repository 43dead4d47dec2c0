import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'

/**
 * The features plugins bring (issue 23): the kernel and the modal name none of them in code. Matched
 * case-insensitively anywhere in a code line: identifiers, strings and templates alike.
 */
export const FEATURE_NAME =
  /wallet[\s_-]?connect|farcaster|embedded[\s_-]?wallet|social|smart[\s_-]?account|swap|on[\s_-]?ramp|siwx|siwe|bitcoin|polkadot/i

/** Folders whose files are network data (chain definitions), exempt from the check. */
const NETWORK_DATA = ['kernel/networks/']
/** A line that keeps a feature's name as spec data (the public config shape kept for migration) says why in this comment. */
const SPEC_DATA = /\/[/*].*\bspec data: \S/

export type FeatureNameHit = { file: string; line: number; text: string; name: string }

/** The code of each line of `source`, its comments blanked out (a comment is not a code line). */
export function codeLines(source: string, tsx: boolean): string[] {
  const file = ts.createSourceFile(
    'file.ts',
    source,
    ts.ScriptTarget.Latest,
    false,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const chars = source.split('')
  const blank = (pos: number, end: number) => {
    for (let at = pos; at < end; at++) if (chars[at] !== '\n') chars[at] = ' '
  }
  // Every character is a token's text or the trivia before it: the comments are in that trivia.
  const visit = (node: ts.Node) => {
    const children = node.getChildren(file)
    if (children.length === 0) blankCommentsFrom(node.pos)
    else for (const child of children) visit(child)
  }
  // A comment on the line of the token before is that token's trailing comment; later ones lead the next.
  const blankCommentsFrom = (pos: number) => {
    ts.forEachTrailingCommentRange(source, pos, blank)
    ts.forEachLeadingCommentRange(source, pos, blank)
  }
  visit(file)
  blankCommentsFrom(file.endOfFileToken.pos)
  return chars.join('').split('\n')
}

/** Every code line of `file` that names a feature, unless it is network data or carries a `spec data:` comment. */
export function findFeatureNames(file: { path: string; source: string }): FeatureNameHit[] {
  if (NETWORK_DATA.some((folder) => file.path.startsWith(folder))) return []
  const raw = file.source.split('\n')
  return codeLines(file.source, file.path.endsWith('.tsx')).flatMap((code, index) => {
    const found = FEATURE_NAME.exec(code)
    if (!found || SPEC_DATA.test(raw[index] ?? '')) return []
    return [{ file: file.path, line: index + 1, text: (raw[index] ?? '').trim(), name: found[0] }]
  })
}

/** The hand-written non-test sources of kernel/ and ui/. */
export function kernelAndUiSources(root: string): { path: string; source: string }[] {
  const files: { path: string; source: string }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        files.push({ path: relative(root, full).split(sep).join('/'), source: readFileSync(full, 'utf8') })
    }
  }
  for (const room of ['kernel', 'ui']) walk(join(root, room))
  return files
}
