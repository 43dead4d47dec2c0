import type { ConfigProblem } from './namespaceIssues.js'

/** What a listed plugin says of the top-level options (its config shape: definePlugin's fields). */
type OptionReader = {
  name: string
  readsOptions?: readonly string[] | undefined
  checkOptions?: ((options: Readonly<Record<string, unknown>>) => readonly OptionProblem[]) | undefined
}

/** A plugin's word on one of the options it reads: `option` is the field, `message` what is wrong and the fix. */
export type OptionProblem = { option: string; message: string }

/**
 * Where to find a reader for an option AppKit had and one of our plugins reads: the hint of the refusal
 * only (the kernel gives these options no meaning, the plugin's `readsOptions` does).
 */
const KNOWN_READERS: Readonly<Record<string, string>> = {
  siwx: 'siwx() from walletdock/plugins/siwx', // spec data: the `siwx` option of the public config shape (spec 9), kept for AppKit migration
  siweConfig: 'siwx() from walletdock/plugins/siwx', // spec data: AppKit's `siweConfig` option (spec 9), kept for migration
}

/** The known option one or two edits away from `option` (a typo), if any. */
function nearest(option: string, known: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, index) => index)
    for (let i = 1; i <= a.length; i++) {
      const next = [i]
      for (let j = 1; j <= b.length; j++)
        next[j] = Math.min(
          (row[j] ?? 0) + 1,
          (next[j - 1] ?? 0) + 1,
          (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        )
      row = next
    }
    return row[b.length] ?? Number.POSITIVE_INFINITY
  }
  return known.find((name) => distance(option.toLowerCase(), name.toLowerCase()) <= 2)
}

/**
 * The top-level options no one reads: an option the kernel's schema does not know (`known`) is refused
 * unless a listed plugin declares it in `readsOptions`. Then each plugin checks the options it reads
 * (`checkOptions`, e.g. two options that exclude each other).
 */
export function optionProblems(
  config: Readonly<Record<string, unknown>> & { plugins: readonly OptionReader[] },
  known: readonly string[],
): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  const readers = config.plugins
  for (const [option, value] of Object.entries(config)) {
    if (value === undefined || known.includes(option)) continue
    if (readers.some((plugin) => plugin.readsOptions?.includes(option))) continue
    const reader = Object.hasOwn(KNOWN_READERS, option) ? KNOWN_READERS[option] : undefined
    const typo = reader ? undefined : nearest(option, known)
    const message = reader
      ? `does nothing without the plugin that reads it. Add ${reader} to \`plugins\`, or remove \`${option}\``
      : typo
        ? `is not an option. Did you mean \`${typo}\`?`
        : `is not an option walletdock knows, and no listed plugin reads it (\`readsOptions\`). Add the plugin that reads \`${option}\` to \`plugins\`, or remove it`
    problems.push({ path: [option], message })
  }
  readers.forEach((plugin, index) => {
    if (typeof plugin.checkOptions !== 'function') return
    const read = Object.fromEntries(
      (plugin.readsOptions ?? [])
        .filter((option) => config[option] !== undefined)
        .map((option) => [option, config[option]]),
    )
    try {
      for (const problem of plugin.checkOptions(read))
        problems.push({ path: [problem.option], message: problem.message })
    } catch (error) {
      problems.push({
        path: ['plugins', index],
        message: `plugin "${plugin.name}" failed to check its options: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  })
  return problems
}
