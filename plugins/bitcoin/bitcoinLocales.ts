import type { PluginLocales } from 'walletdock/plugin'

/** The plugin's languages besides English (labels.ts holds English), each its own chunk. */
export const locales: PluginLocales = {
  de: () => import('./locales/de.js'),
  fr: () => import('./locales/fr.js'),
  es: () => import('./locales/es.js'),
  pt: () => import('./locales/pt.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  zh: () => import('./locales/zh.js'),
  ko: () => import('./locales/ko.js'),
  ru: () => import('./locales/ru.js'),
  tr: () => import('./locales/tr.js'),
  ar: () => import('./locales/ar.js'),
}
