import { languageOf } from '../format/languageOf.js'

/** The languages the modal ships, its own strings and every first-party plugin's; English is the default. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'ja', 'zh', 'ko', 'ru', 'tr', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

/** The config's `locale` value that picks the browser's language (navigator.languages). */
export const BROWSER_LOCALE = 'auto'

const RIGHT_TO_LEFT: readonly string[] = ['ar', 'he', 'fa', 'ur']

function browserLanguages(): readonly string[] {
  const browser = globalThis.navigator
  if (!browser) return []
  return browser.languages?.length ? browser.languages : browser.language ? [browser.language] : []
}

/**
 * The locale the modal shows: the configured BCP-47 tag, or with `'auto'` the first of the browser's
 * languages (navigator.languages) that ships, else English. On a server `'auto'` reads as English.
 */
export function resolveLocale(configured: string, preferred: readonly string[] = browserLanguages()): string {
  if (configured.toLowerCase() !== BROWSER_LOCALE) return configured
  const shipped: readonly string[] = LANGUAGES
  return preferred.find((tag) => shipped.includes(languageOf(tag))) ?? 'en'
}

/** The writing direction of a locale: `rtl` for Arabic, Hebrew, Persian and Urdu. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.includes(languageOf(locale)) ? 'rtl' : 'ltr'
}
