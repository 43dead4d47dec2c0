import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core'
import type { ConnectMethodName } from '../config/orders.js'
import { languageOf } from '../format/languageOf.js'
import type { ViewDataMap, ViewName } from '../router/views.js'

/**
 * Text a plugin shows in the modal's own parts (a tab label, an action's name) before its code loads:
 * one string, or one per language (`en` required) that the modal picks by its locale.
 */
export type LocalizedText = string | { readonly en: string; readonly [language: string]: string }

/** A lazily loaded React component module; its default export renders the slot's content. */
export type SlotModuleLoader = () => Promise<{ default: unknown }>

/** A spec way into Connect (kernel/config/orders.ts) or a plugin's own. */
export type ConnectMethod = ConnectMethodName | (string & {})

/** A way to connect shown on the Connect view (the wallet list is the kernel's own, method `wallet`). */
export type ConnectMethodSlot = {
  id: string
  method: ConnectMethod
  load: SlotModuleLoader
  /**
   * The method's height once loaded, in CSS px at the modal's width: its placeholder holds it from the first
   * frame (and the section keeps it as a minimum), so nothing below moves when its code arrives. Default 48.
   */
  height?: number | undefined
}

/** The views a slot's button may open by name: those that take no data (others open from onSelect). */
export type ViewWithoutData = {
  [view in ViewName]: undefined extends ViewDataMap[view] ? view : never
}[ViewName]

/** spec section 9, wallet features: the Account view's actions, in this order. */
export type AccountFeature = 'onramp' | 'swaps' | 'receive' | 'send' | (string & {}) // spec data: the values of `features.walletFeaturesOrder` (spec 9)
/** A button on the Account view: opens `view`, or runs `onSelect`. */
export type AccountActionSlot = {
  id: string
  feature: AccountFeature
  label: LocalizedText
  /** One short glyph or character shown before the label. */
  icon?: string | undefined
  view?: ViewWithoutData | undefined
  onSelect?: (() => void) | undefined
}

/** A tab on the Account view; spec section 3 names Tokens, NFTs and Activity, in that order. */
export type AccountTabSlot = { id: string; label: LocalizedText; load: SlotModuleLoader }

/** A small button in the modal's header, beside close. */
export type HeaderActionSlot = {
  id: string
  label: LocalizedText
  icon: string
  view?: ViewWithoutData | undefined
  onSelect?: (() => void) | undefined
}

/**
 * Says whether the user may close the modal now; read inside a computed, so a guard that reads
 * signals re-evaluates by itself (spec: SIWX "required" without a session disables close).
 */
export type CloseGuard = () => boolean

export type SlotMap = {
  connectMethod: ConnectMethodSlot
  accountAction: AccountActionSlot
  accountTab: AccountTabSlot
  headerAction: HeaderActionSlot
}
export type SlotName = keyof SlotMap

/** The places of the modal that plugins fill; each add() returns its removal. */
export type Slots = {
  entries: { readonly [name in SlotName]: ReadonlySignal<readonly SlotMap[name][]> }
  add<name extends SlotName>(name: name, entry: SlotMap[name]): () => void
  /** True unless a close guard says no. */
  closable: ReadonlySignal<boolean>
  guardClose(guard: CloseGuard): () => void
}

/** What a plugin's ctx offers of the slots (attach and setup alike: registration, no I/O). */
export type SlotAccess = {
  connectMethod(entry: ConnectMethodSlot): () => void
  accountAction(entry: AccountActionSlot): () => void
  accountTab(entry: AccountTabSlot): () => void
  headerAction(entry: HeaderActionSlot): () => void
  guardClose(guard: CloseGuard): () => void
}

export function createSlots(): Slots {
  const lists = {
    connectMethod: signal<readonly ConnectMethodSlot[]>([]),
    accountAction: signal<readonly AccountActionSlot[]>([]),
    accountTab: signal<readonly AccountTabSlot[]>([]),
    headerAction: signal<readonly HeaderActionSlot[]>([]),
  }
  const guards = signal<readonly CloseGuard[]>([])
  // Registration reads with peek(): a plugin that registers inside an effect must not subscribe it to the list it writes.
  const remover =
    <item>(list: Signal<readonly item[]>, item: item) =>
    () => {
      list.value = list.peek().filter((entry) => entry !== item)
    }
  return {
    entries: lists,
    add(name, entry) {
      const list = lists[name] as unknown as Signal<readonly SlotMap[typeof name][]>
      if (list.peek().some((existing) => existing.id === entry.id))
        throw new Error(`a ${name} "${entry.id}" is already registered`)
      list.value = [...list.peek(), entry]
      return remover(list, entry)
    },
    closable: computed(() => guards.value.every((guard) => guard())),
    guardClose(guard) {
      guards.value = [...guards.peek(), guard]
      return remover(guards, guard)
    },
  }
}

/** The plugin-facing part of the slots, with each registration tracked for undo. */
export function slotAccessOf(slots: Slots, track: (dispose: () => void) => () => void): SlotAccess {
  return {
    connectMethod: (entry) => track(slots.add('connectMethod', entry)),
    accountAction: (entry) => track(slots.add('accountAction', entry)),
    accountTab: (entry) => track(slots.add('accountTab', entry)),
    headerAction: (entry) => track(slots.add('headerAction', entry)),
    guardClose: (guard) => track(slots.guardClose(guard)),
  }
}

/** The text for a language (`de`, or `de-DE` read as `de`), else the English. */
export function localize(text: LocalizedText, locale: string): string {
  if (typeof text === 'string') return text
  return text[locale] ?? text[languageOf(locale)] ?? text.en
}
