import type { LocalizedText } from '../plugins/slots.js'

/** One language of a plugin's strings: its labels (labels.ts keys) and its messages (messages.ts keys). */
export type PluginTranslation = {
  readonly labels?: Readonly<Record<string, string>>
  readonly messages?: Readonly<Record<string, string>>
}

/** A plugin's languages, each its own chunk: `{ de: () => import('./locales/de.js'), ... }`. */
export type PluginLocales = {
  readonly [language: string]: () => Promise<{ readonly translation: PluginTranslation }>
}

/** Loads a plugin's PluginLocales table (a chunk of a few bytes), so an English page pays for one import. */
export type PluginLocalesLoader = () => Promise<{ readonly locales: PluginLocales }>

const loaded = new WeakMap<PluginLocales, Map<string, PluginTranslation>>()

/** A language of a plugin that is already loaded, or undefined (read synchronously on a view's first render). */
export function loadedTranslation(locales: PluginLocales, language: string): PluginTranslation | undefined {
  return loaded.get(locales)?.get(language)
}

/** Loads one language of a plugin once; a language the plugin does not ship gives an empty translation. */
export async function loadTranslation(locales: PluginLocales, language: string): Promise<PluginTranslation> {
  const known = loadedTranslation(locales, language)
  if (known) return known
  const load = Object.hasOwn(locales, language) ? locales[language] : undefined
  const translation = load ? (await load()).translation : {}
  const languages = loaded.get(locales) ?? new Map<string, PluginTranslation>()
  languages.set(language, translation)
  loaded.set(locales, languages)
  return translation
}

/** Strings per language, the shape walletdock/ui's defineMessages takes: `{ en: { key: text }, de: { ... } }`. */
export type LabelCatalogue<Key extends string> = { readonly en: Readonly<Record<Key, string>> } & {
  readonly [language: string]: Readonly<Partial<Record<Key, string>>>
}

/** The catalogue and locale loader a defineLabels function was made from (the missing-key check reads it). */
export type LabelSource = { catalogue: LabelCatalogue<string>; load: PluginLocalesLoader | undefined }

type LabelSet = { catalogue: LabelCatalogue<string>; load: PluginLocalesLoader | undefined }
const labelSets: LabelSet[] = []
const texts = new WeakMap<LabelSet, Map<string, Record<string, string>>>()

/**
 * A plugin's strings shown before its views load (slot labels, view titles), in the same model as its
 * views' defineMessages: English in the plugin's folder (`labels.ts`), other languages in its locale
 * chunks (`load`), read by key. Gives the key's LocalizedText; a language loads into it with loadLabels.
 */
export function defineLabels<Key extends string>(
  catalogue: LabelCatalogue<Key>,
  load?: PluginLocalesLoader,
): ((key: Key) => LocalizedText) & { source: LabelSource } {
  const set: LabelSet = { catalogue, load }
  const byKey = new Map<string, Record<string, string>>()
  for (const key of Object.keys(catalogue.en)) {
    const text: Record<string, string> = {}
    for (const [language, strings] of Object.entries(catalogue)) {
      const value = strings[key as Key]
      if (value !== undefined) text[language] = value
    }
    byKey.set(key, text)
  }
  texts.set(set, byKey)
  labelSets.push(set)
  const label = (key: Key) => byKey.get(key) as unknown as LocalizedText
  const source: LabelSource = { catalogue: catalogue as LabelCatalogue<string>, load }
  return Object.assign(label, { source })
}

/** Loads one language into every label catalogue that has it, before the modal's content renders. */
export async function loadLabels(language: string): Promise<void> {
  // A plugin whose chunk fails keeps its English labels; the others still load.
  await Promise.allSettled(
    labelSets.map(async (set) => {
      if (!set.load || language === 'en') return
      const translation = await loadTranslation((await set.load()).locales, language)
      for (const [key, text] of texts.get(set) ?? []) {
        const value = translation.labels?.[key]
        if (value !== undefined) text[language] = value
      }
    }),
  )
}
