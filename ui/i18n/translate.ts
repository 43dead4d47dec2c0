import { languageOf } from '../../kernel/format/languageOf.js'
import { en, type MessageKey, type Messages } from './en.js'

export type { MessageKey, Messages }
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** Locales that ship; each loads as its own chunk only when configured. */
const catalogues: Record<string, () => Promise<Messages>> = {
  en: async () => en,
  de: async () => (await import('./de.js')).de,
}

export const SUPPORTED_LOCALES = Object.keys(catalogues)

export { languageOf }

/** Picks the catalogue for a BCP-47 tag ("de-AT" uses "de"); unknown locales use English. */
export async function loadMessages(locale: string): Promise<Messages> {
  const language = languageOf(locale)
  const load = catalogues[language] ?? catalogues.en
  return load ? load() : en
}

/** Fills `{name}` placeholders; an unknown placeholder stays as written. */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  )
}

export function createTranslate(messages: Messages): Translate {
  return (key, params) => interpolate(messages[key] ?? en[key], params)
}
