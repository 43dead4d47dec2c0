import { useEffect, useState } from 'react'
import { languageOf } from '../../kernel/format/languageOf.js'
import { useModal } from '../modal/context.js'
import { interpolate } from './translate.js'

/** A translation of some of the English keys: given at once, or loaded as its own chunk. */
export type MessagesTranslation<key extends string> =
  | Partial<Record<key, string>>
  | (() => Promise<Partial<Record<key, string>>>)

/** English (every key) and other languages by their code (`de`), each complete or partial. */
export type MessagesDefinition<english extends Record<string, string>> = { en: english } & {
  [language: string]: MessagesTranslation<keyof english & string>
}

export type PluginTranslate<key extends string> = (
  key: key,
  params?: Record<string, string | number>,
) => string

/**
 * A plugin's own strings with typed keys: `const useMessages = defineMessages({ en: {...}, de: {...} })`,
 * then `const t = useMessages()` in its views. The modal's locale picks the language (`de-AT` reads
 * `de`); a missing language or key falls back to English, so nothing shows a raw key.
 */
export function defineMessages<const english extends Record<string, string>>(
  definition: MessagesDefinition<english>,
): () => PluginTranslate<keyof english & string> {
  type Key = keyof english & string
  const loaded = new Map<string, Partial<Record<Key, string>>>([['en', definition.en]])
  const translate =
    (messages: Partial<Record<Key, string>> | undefined): PluginTranslate<Key> =>
    (key, params) =>
      interpolate(messages?.[key] ?? definition.en[key] ?? key, params)
  // biome-ignore lint/correctness/noComponentHookFactories: called once at module level by each plugin (defineMessages), not per render
  return function useMessages() {
    const { kernel } = useModal()
    const language = languageOf(kernel.locale)
    const given = definition[language]
    const ready = typeof given === 'function' ? loaded.get(language) : given
    const [messages, setMessages] = useState(ready)
    useEffect(() => {
      if (typeof given !== 'function' || loaded.has(language)) return
      let current = true
      given().then(
        (translation) => {
          loaded.set(language, translation)
          if (current) setMessages(translation)
        },
        (error: unknown) => console.error(`[appkit] could not load the "${language}" strings`, error),
      )
      return () => {
        current = false
      }
    }, [given, language])
    return translate(messages ?? ready)
  }
}
