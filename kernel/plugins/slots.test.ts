import { effect, signal } from '@preact/signals-core'
import { expect, it } from 'vitest'
import { createSlots, localize } from './slots.js'

const load = async () => ({ default: () => null })

it('a slot registered while a signal holds (inside an effect) comes and goes with it, with no cycle', () => {
  const slots = createSlots()
  const signedIn = signal(false)
  const stop = effect(() => {
    if (!signedIn.value) return
    const removeTab = slots.add('accountTab', { id: 'Guest', label: 'Guest', load })
    const removeGuard = slots.guardClose(() => false)
    return () => {
      removeTab()
      removeGuard()
    }
  })
  signedIn.value = true
  expect(slots.entries.accountTab.value.map((tab) => tab.id)).toEqual(['Guest'])
  expect(slots.closable.value).toBe(false)
  signedIn.value = false
  expect(slots.entries.accountTab.value).toEqual([])
  expect(slots.closable.value).toBe(true)
  stop()
})

it('a second entry with the same id in one slot is refused', () => {
  const slots = createSlots()
  slots.add('accountTab', { id: 'Guest', label: 'Guest', load })
  expect(() => slots.add('accountTab', { id: 'Guest', label: 'Gast', load })).toThrow(
    'a accountTab "Guest" is already registered',
  )
})

it('a slot button opens by name only a view that takes no data; one with data opens from onSelect', () => {
  const slots = createSlots()
  slots.add('accountAction', { id: 'networks', feature: 'send', label: 'Networks', view: 'Networks' })
  // @ts-expect-error ConnectingExternal needs its { connectorId }: a button would open it without
  slots.add('headerAction', { id: 'external', label: 'External', icon: '>', view: 'ConnectingExternal' })
  expect(slots.entries.accountAction.value.map((action) => action.view)).toEqual(['Networks'])
})

it('a plugin fills a slot and its removal takes the entry out again', () => {
  const slots = createSlots()
  const remove = slots.add('accountTab', { id: 'Tokens', label: 'Tokens', load })
  expect(slots.entries.accountTab.value.map((entry) => entry.id)).toEqual(['Tokens'])
  remove()
  expect(slots.entries.accountTab.value).toEqual([])
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
