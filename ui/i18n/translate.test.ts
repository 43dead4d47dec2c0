import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../kernel/i18n/locales.js'
import { en } from './en.js'
import { catalogues, createTranslate, loadMessages } from './translate.js'

describe('message catalogue', () => {
  it('ships one catalogue per language, each translating every English key', async () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort())
    for (const language of LANGUAGES) {
      const messages = await loadMessages(language)
      expect(Object.keys(messages).sort(), language).toEqual(Object.keys(en).sort())
    }
  })

  it('fills {params} and plural forms by the locale', async () => {
    const de = createTranslate(await loadMessages('de-AT'), 'de-AT')
    expect(de('connecting.waiting', { name: 'Rabby' })).toBe('Weiter in Rabby')
    expect(de('connect.walletCount', { count: 1 })).toBe('1 Wallet')
    const ru = createTranslate(await loadMessages('ru'), 'ru')
    expect(ru('connect.walletCount', { count: 3 })).toBe('3 кошелька')
    expect(ru('connect.walletCount', { count: 5 })).toBe('5 кошельков')
    const ar = createTranslate(await loadMessages('ar'), 'ar-u-nu-latn')
    expect(ar('connect.walletCount', { count: 2 })).toBe('محفظتان')
    expect(ar('connect.walletCount', { count: 4 })).toBe('4 محافظ')
    const ja = createTranslate(await loadMessages('ja'), 'ja')
    expect(ja('connect.walletCount', { count: 1 })).toBe('1個のウォレット')
  })

  it('an unknown locale falls back to English', async () => {
    const t = createTranslate(await loadMessages('xx'))
    expect(t('view.Connect')).toBe('Connect Wallet')
    expect(t('connect.walletCount', { count: 1 })).toBe('1 wallet')
  })
})
