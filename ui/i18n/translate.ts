import { languageOf } from '../../kernel/format/languageOf.js'
import type { Language } from '../../kernel/i18n/locales.js'
import { en, type MessageKey, type Messages } from './en.js'
import { formatMessage, type MessageParams } from './format.js'

export type { MessageKey, Messages }
export type Translate = (key: MessageKey, params?: MessageParams) => string

/** Locales that ship; each but English loads as its own chunk, only when the locale asks for it. */
export const catalogues: Record<Language, () => Promise<Messages>> = {
  en: async () => en,
  de: async () => (await import('./de.js')).de,
  fr: async () => (await import('./fr.js')).fr,
  es: async () => (await import('./es.js')).es,
  pt: async () => (await import('./pt.js')).pt,
  it: async () => (await import('./it.js')).it,
  ja: async () => (await import('./ja.js')).ja,
  zh: async () => (await import('./zh.js')).zh,
  ko: async () => (await import('./ko.js')).ko,
  ru: async () => (await import('./ru.js')).ru,
  tr: async () => (await import('./tr.js')).tr,
  ar: async () => (await import('./ar.js')).ar,
}

export { languageOf }

/** Picks the catalogue for a BCP-47 tag ("de-AT" uses "de"); unknown locales use English. */
export async function loadMessages(locale: string): Promise<Messages> {
  const language = languageOf(locale)
  const load = Object.hasOwn(catalogues, language) ? catalogues[language as Language] : catalogues.en
  return load()
}

/** A translate function over a catalogue: plural forms follow the locale's rules, a gap shows English. */
export function createTranslate(messages: Messages, locale = 'en'): Translate {
  return (key, params) => formatMessage(messages[key] ?? en[key], params, locale)
}
