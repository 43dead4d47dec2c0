import { useEffect, useState } from 'react'
import { languageOf } from '../../kernel/format/languageOf.js'
import { loadedTranslation, loadTranslation, type PluginLocales } from '../../kernel/i18n/translations.js'
import { useModal } from '../modal/context.js'
import { formatMessage, type MessageParams } from './format.js'

/** A translation of some of the English keys: given at once, or loaded as its own chunk. */
export type MessagesTranslation<key extends string> =
  | Partial<Record<key, string>>
  | (() => Promise<Partial<Record<key, string>>>)

/** English (every key) and other languages by their code (`de`), each complete or partial. */
export type MessagesDefinition<english extends Record<string, string>> = { en: english } & {
  [language: string]: MessagesTranslation<keyof english & string>
}

export type PluginTranslate<key extends string> = (key: key, params?: MessageParams) => string

/** The definition and locale table a defineMessages hook was made from (the missing-key check reads it). */
export type MessagesSource = {
  catalogue: MessagesDefinition<Record<string, string>>
  locales: PluginLocales | undefined
}

/**
 * A plugin's own strings with typed keys: `const useMessages = defineMessages({ en: {...} }, locales)`,
 * then `const t = useMessages()` in its views. Other languages come from the plugin's locale chunks
 * (`locales`, the `messages` of each) or inline in the definition. The modal's locale picks the language
 * (`de-AT` reads `de`); plural forms follow `Intl.PluralRules`; a missing language or key falls back to
 * English, so nothing shows a raw key.
 */
export function defineMessages<const english extends Record<string, string>>(
  definition: MessagesDefinition<english>,
  locales?: PluginLocales,
): (() => PluginTranslate<keyof english & string>) & { source: MessagesSource } {
  type Key = keyof english & string
  type Strings = Partial<Record<Key, string>>
  const loaded = new Map<string, Strings>([['en', definition.en]])
  const ready = (language: string): Strings | undefined => {
    const given = definition[language]
    if (given !== undefined && typeof given !== 'function') return given
    const chunk = locales && loadedTranslation(locales, language)
    return loaded.get(language) ?? (chunk ? ((chunk.messages ?? {}) as Strings) : undefined)
  }
  const load = async (language: string): Promise<Strings> => {
    const given = definition[language]
    if (typeof given === 'function') return given()
    return locales ? (((await loadTranslation(locales, language)).messages ?? {}) as Strings) : {}
  }
  // biome-ignore lint/correctness/noComponentHookFactories: called once at module level by each plugin (defineMessages), not per render
  function useMessages(): PluginTranslate<Key> {
    const { kernel } = useModal()
    const language = languageOf(kernel.locale)
    const [messages, setMessages] = useState(() => ready(language))
    const current = messages ?? ready(language)
    useEffect(() => {
      if (current) return
      let active = true
      load(language).then(
        (translation) => {
          loaded.set(language, translation)
          if (active) setMessages(translation)
        },
        (error: unknown) => console.error(`[appkit] could not load the "${language}" strings`, error),
      )
      return () => {
        active = false
      }
    }, [current, language])
    return (key, params) => formatMessage(current?.[key] ?? definition.en[key] ?? key, params, kernel.locale)
  }
  const source: MessagesSource = {
    catalogue: definition as MessagesDefinition<Record<string, string>>,
    locales,
  }
  return Object.assign(useMessages, { source })
}
