import { signal } from '@preact/signals-core'
import { expect, it } from 'vitest'
import { createSlots, localize } from './slots.js'

const load = async () => ({ default: () => null })

it('a plugin fills a slot and its removal takes the entry out again', () => {
  const slots = createSlots()
  const remove = slots.add('accountTab', { id: 'Tokens', label: 'Tokens', load })
  expect(slots.entries.accountTab.value.map((entry) => entry.id)).toEqual(['Tokens'])
  remove()
  expect(slots.entries.accountTab.value).toEqual([])
})

it('two entries with one id in one slot are refused with the slot and the id named', () => {
  const slots = createSlots()
  slots.add('connectMethod', { id: 'email', method: 'email', load })
  expect(() => slots.add('connectMethod', { id: 'email', method: 'email', load })).toThrow(
    'a connectMethod "email" is already registered',
  )
})

it('a close guard that reads a signal disables close while it says no (SIWX required), and live', () => {
  const slots = createSlots()
  const signedIn = signal(false)
  expect(slots.closable.value).toBe(true)
  const release = slots.guardClose(() => signedIn.value)
  expect(slots.closable.value).toBe(false)
  signedIn.value = true
  expect(slots.closable.value).toBe(true)
  signedIn.value = false
  release()
  expect(slots.closable.value).toBe(true)
})

it('a label is picked by the locale: exact tag, then language, then English', () => {
  const label = { en: 'Tokens', de: 'Token', 'pt-BR': 'Tokens (BR)' }
  expect(localize(label, 'de-AT')).toBe('Token')
  expect(localize(label, 'pt-BR')).toBe('Tokens (BR)')
  expect(localize(label, 'fr')).toBe('Tokens')
  expect(localize('Plain', 'de')).toBe('Plain')
})
