/** Parameters a message fills in: `{name}` takes a string or number, `{count, plural, ...}` a number. */
export type MessageParams = Record<string, string | number>

const pluralRules = new Map<string, Intl.PluralRules>()

function rulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale)
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale)
    } catch {
      rules = new Intl.PluralRules('en')
    }
    pluralRules.set(locale, rules)
  }
  return rules
}

/** The index of the brace that closes the one opened just before `from`, or -1. */
function closingBrace(text: string, from: number): number {
  let depth = 1
  for (let index = from; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1
    else if (text[index] === '}' && --depth === 0) return index
  }
  return -1
}

/** `one {# wallet} other {# wallets}` -> { one: '# wallet', other: '# wallets' }; `=0 {...}` is an exact match. */
function pluralOptions(body: string): Map<string, string> {
  const options = new Map<string, string>()
  let rest = body
  for (;;) {
    const match = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest)
    if (!match?.[1]) return options
    const end = closingBrace(rest, match[0].length)
    if (end < 0) return options
    options.set(match[1], rest.slice(match[0].length, end))
    rest = rest.slice(end + 1)
  }
}

function plural(body: string, value: number, locale: string): string | undefined {
  const options = pluralOptions(body)
  const chosen =
    options.get(`=${value}`) ?? options.get(rulesOf(locale).select(value)) ?? options.get('other')
  if (chosen === undefined) return undefined
  const number = new Intl.NumberFormat(locale).format(value)
  return chosen.replace(/#/g, number)
}

/**
 * Fills a message: `{name}` takes its parameter, `{count, plural, one {# wallet} other {# wallets}}` picks
 * the form for the number by the locale's plural rules (Intl.PluralRules: Arabic has six forms, Russian
 * four). An unknown placeholder stays as written, so a missing parameter shows instead of vanishing.
 */
export function formatMessage(template: string, params: MessageParams | undefined, locale = 'en'): string {
  if (!params) return template
  let result = ''
  let index = 0
  for (;;) {
    const open = template.indexOf('{', index)
    if (open < 0) return result + template.slice(index)
    const end = closingBrace(template, open + 1)
    if (end < 0) return result + template.slice(index)
    const inner = template.slice(open + 1, end)
    const match = /^\s*(\w+)\s*(?:,\s*plural\s*,([\s\S]*))?$/.exec(inner)
    const value = match?.[1] === undefined ? undefined : params[match[1]]
    let filled: string | undefined
    if (match?.[2] !== undefined)
      filled = typeof value === 'number' ? plural(match[2], value, locale) : undefined
    else if (value !== undefined) filled = String(value)
    result += template.slice(index, open) + (filled ?? template.slice(open, end + 1))
    index = end + 1
  }
}
