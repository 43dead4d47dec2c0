import { describe, expect, it } from 'vitest'
import { de } from './de.js'
import { en } from './en.js'
import { createTranslate, loadMessages } from './translate.js'

describe('message catalogue', () => {
  it('the second locale translates every key of the English catalogue', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    for (const [key, value] of Object.entries(de)) expect(value, key).not.toBe('')
  })

  it('fills {params} and leaves unknown ones visible', async () => {
    const t = createTranslate(await loadMessages('de-AT'))
    expect(t('connecting.waiting', { name: 'Rabby' })).toBe('Weiter in Rabby')
    expect(t('connect.walletCount')).toBe('{count} Wallets')
  })

  it('an unknown locale falls back to English', async () => {
    const t = createTranslate(await loadMessages('xx'))
    expect(t('view.Connect')).toBe('Connect Wallet')
  })
})
