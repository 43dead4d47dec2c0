import { expect, it } from 'vitest'
import { localize } from '../plugins/slots.js'
import {
  defineLabels,
  loadedTranslation,
  loadLabels,
  loadTranslation,
  type PluginLocales,
} from './translations.js'

it("a plugin's labels: every language the catalogue has for a key, English as the fallback", () => {
  const label = defineLabels({ en: { tab: 'Tokens', other: 'Other' }, de: { tab: 'Token' } })
  expect(label('tab')).toEqual({ en: 'Tokens', de: 'Token' })
  expect(label('other')).toEqual({ en: 'Other' })
  expect(localize(label('tab'), 'de-AT')).toBe('Token')
  expect(localize(label('other'), 'de')).toBe('Other')
})

it('a language in a locale chunk loads into the labels already handed out, once', async () => {
  let loads = 0
  const locales: PluginLocales = {
    fr: async () => {
      loads += 1
      return { translation: { labels: { tab: 'Jetons' }, messages: { empty: 'Aucun jeton' } } }
    },
  }
  const label = defineLabels({ en: { tab: 'Tokens', other: 'Other' } }, async () => ({ locales }))
  const tab = label('tab')
  expect(localize(tab, 'fr')).toBe('Tokens')
  await loadLabels('fr-CA')
  await loadLabels('fr')
  expect(localize(tab, 'fr')).toBe('Jetons')
  expect(localize(label('other'), 'fr')).toBe('Other')
  expect(loadedTranslation(locales, 'fr')?.messages?.empty).toBe('Aucun jeton')
  expect(loads).toBe(1)
})

it('a language the plugin does not ship loads as an empty translation (English shows)', async () => {
  const locales: PluginLocales = {}
  expect(await loadTranslation(locales, 'xx')).toEqual({})
  expect(await loadTranslation(locales, 'constructor')).toEqual({})
})
