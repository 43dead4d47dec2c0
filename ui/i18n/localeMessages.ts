import { directionOf } from '../../kernel/i18n/locales.js'
import { loadLabels } from '../../kernel/i18n/translations.js'
import { en, type Messages } from './en.js'
import { languageOf, loadMessages } from './translate.js'

/**
 * Puts the modal's dialog in the locale: `lang` for screen readers, `dir` so Arabic mirrors the layout
 * (the styles use logical properties). English ships with the content and is given at once; another
 * language resolves after its catalogue and the plugins' labels in that language (their chunks) load.
 */
export function localeMessages(dialog: Element | null, locale: string): Messages | Promise<Messages> {
  dialog?.setAttribute('lang', locale)
  dialog?.setAttribute('dir', directionOf(locale))
  const language = languageOf(locale)
  if (language === 'en') return en
  return Promise.all([loadMessages(locale), loadLabels(language)]).then(([messages]) => messages)
}
