/** One line of doctor's checklist. `fix` says what to do when the status is error or warning. */
export type Check = {
  id: string
  status: 'ok' | 'warning' | 'error' | 'skipped'
  title: string
  message: string
  fix?: string | undefined
}

const SYMBOLS: Record<Check['status'], string> = { ok: '✔', warning: '!', error: '✖', skipped: '-' }

/** The checklist as people read it: one line per check, its fix indented under it, a count at the end. */
export function formatChecklist(heading: string, checks: readonly Check[]): string {
  const lines = [heading, '']
  for (const check of checks) {
    lines.push(`${SYMBOLS[check.status]} ${check.title}: ${check.message}`)
    if (check.fix && (check.status === 'error' || check.status === 'warning'))
      lines.push(`    fix: ${check.fix}`)
  }
  const errors = checks.filter((check) => check.status === 'error').length
  const warnings = checks.filter((check) => check.status === 'warning').length
  lines.push('', `${errors} error(s), ${warnings} warning(s)`)
  return lines.join('\n')
}
