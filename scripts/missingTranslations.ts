import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { LANGUAGES } from '../kernel/i18n/locales.js'
import type { LabelSource, PluginLocales, PluginTranslation } from '../kernel/i18n/translations.js'
import type { MessagesSource } from '../ui/i18n/defineMessages.js'
import { en } from '../ui/i18n/en.js'
import { catalogues } from '../ui/i18n/translate.js'

/** A string a locale lacks (or has wrong): `missing` keys, `unknown` keys, `empty` texts, different `placeholders`. */
export type TranslationGap = {
  catalogue: string
  language: string
  key: string
  problem: 'missing' | 'unknown' | 'empty' | 'placeholders'
}

type Strings = Readonly<Record<string, string>>
type Inline = Readonly<Record<string, unknown>>

/** The parameter names a text fills (`{name}`, `{count, plural, ...}`), sorted, so a translation keeps them all. */
function placeholders(text: string): string {
  return [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort().join(',')
}

/** Compares one language of a catalogue with its English, key by key. */
export function compareStrings(
  catalogue: string,
  language: string,
  english: Strings,
  translated: Partial<Strings>,
): TranslationGap[] {
  const gaps: TranslationGap[] = []
  const gap = (key: string, problem: TranslationGap['problem']) =>
    gaps.push({ catalogue, language, key, problem })
  for (const [key, text] of Object.entries(english)) {
    const value = translated[key]
    if (value === undefined) gap(key, 'missing')
    else if (value.trim() === '') gap(key, 'empty')
    else if (placeholders(value) !== placeholders(text)) gap(key, 'placeholders')
  }
  for (const key of Object.keys(translated)) if (!Object.hasOwn(english, key)) gap(key, 'unknown')
  return gaps
}

/** A language's strings of one part (labels or messages): given inline in the catalogue, then its chunk's. */
async function stringsOf(
  inline: Inline,
  locales: PluginLocales | undefined,
  language: string,
  part: keyof PluginTranslation,
): Promise<Partial<Strings>> {
  const given = inline[language]
  const direct = typeof given === 'function' ? await given() : given
  const load = locales && Object.hasOwn(locales, language) ? locales[language] : undefined
  const chunk = load ? (await load()).translation[part] : undefined
  return { ...(direct as Strings | undefined), ...chunk }
}

type Source = { part: keyof PluginTranslation; catalogue: Inline & { en: Strings }; locales?: PluginLocales }

/** The label and message catalogues a plugin's labels.ts and messages.ts define (read through their `source`). */
async function sourcesOf(folder: string): Promise<Source[]> {
  const sources: Source[] = []
  for (const [file, part] of [
    ['labels.ts', 'labels'],
    ['messages.ts', 'messages'],
  ] as const) {
    const path = join(folder, file)
    if (!existsSync(path)) continue
    const module: Record<string, unknown> = await import(pathToFileURL(path).href)
    for (const value of Object.values(module)) {
      const source = (value as { source?: Partial<LabelSource & MessagesSource> } | undefined)?.source
      if (typeof value !== 'function' || !source?.catalogue) continue
      const locales = source.locales ?? (source.load ? (await source.load()).locales : undefined)
      sources.push({
        part,
        catalogue: source.catalogue as Source['catalogue'],
        ...(locales ? { locales } : {}),
      })
    }
  }
  return sources
}

/**
 * Every gap of every shipped language (kernel/i18n/locales.ts LANGUAGES): the modal's catalogue
 * (ui/i18n) and each plugin's labels.ts and messages.ts under `root`/plugins. Empty when complete.
 */
export async function translationGaps(root: string): Promise<TranslationGap[]> {
  const languages = LANGUAGES.filter((language) => language !== 'en')
  const gaps: TranslationGap[] = []
  for (const language of languages)
    gaps.push(...compareStrings('ui', language, en, await catalogues[language]()))
  const plugins = join(root, 'plugins')
  for (const name of readdirSync(plugins).sort()) {
    for (const source of await sourcesOf(join(plugins, name))) {
      for (const language of languages) {
        const strings = await stringsOf(source.catalogue, source.locales, language, source.part)
        gaps.push(...compareStrings(`plugins/${name} ${source.part}`, language, source.catalogue.en, strings))
      }
    }
  }
  return gaps
}

/** One line per gap, grouped as `catalogue language: problem key`, for the test's message and the script. */
export function describeGaps(gaps: readonly TranslationGap[]): string {
  return gaps.map((gap) => `${gap.catalogue} ${gap.language}: ${gap.problem} "${gap.key}"`).join('\n')
}
