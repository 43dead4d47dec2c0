/** The language of a BCP-47 tag: "de-AT" -> "de" (English when the tag is empty). */
export function languageOf(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] || 'en'
}
