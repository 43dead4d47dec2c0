import { createHash } from 'node:crypto'

const HEADER = /^\/\/ Written by appkit init \(sha256 ([0-9a-f]{12})\)\..*\n/

const digest = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 12)

/** Prefixes a file appkit init writes with a header holding the hash of what it wrote. */
export function markAsWritten(body: string): string {
  return `// Written by appkit init (sha256 ${digest(body)}). Delete this line to keep appkit init from rewriting the file.\n${body}`
}

/**
 * `untouched`: appkit init wrote it and nobody edited it since, so it may be rewritten.
 * `edited`: appkit init wrote it, then someone changed it. `foreign`: appkit init did not write it.
 */
export function ownershipOf(text: string): 'untouched' | 'edited' | 'foreign' {
  const header = HEADER.exec(text)
  if (!header) return 'foreign'
  return digest(text.slice(header[0].length)) === header[1] ? 'untouched' : 'edited'
}
