import { computed, type ReadonlySignal, signal } from '../reactive/signals.js'
import { GO_BACK_SETTLE_MS, INITIAL_VIEW } from './constants.js'
import { systemTimers, type Timers } from './timers.js'
import type { RouteEntry, TransitionDirection, ViewDataArgs, ViewDataMap, ViewName } from './views.js'

export type RouterState = { history: RouteEntry[]; direction: TransitionDirection }

export type CreateRouterParameters = {
  /** True when an address is connected in the active namespace. */
  isConnected: () => boolean
  closeModal: () => void
  /**
   * Runs GO_BACK_SETTLE_MS after the user went back from `from` (the kernel emits the `wentBack` hook,
   * so a plugin can undo what its view started, e.g. a sign-in URL when no address came of it).
   */
  onWentBack?: (left: { from: ViewName; isConnected: boolean }) => void
  /** Whether a view may be entered now (push or replace); a refusal keeps the current view. */
  mayEnter?: (view: ViewName) => boolean
  timers?: Timers
}

export type Router = {
  state: ReadonlySignal<RouterState>
  view: ReadonlySignal<ViewName>
  data: ReadonlySignal<ViewDataMap[ViewName]>
  push<view extends ViewName>(view: view, ...data: ViewDataArgs<view>): void
  replace<view extends ViewName>(view: view, ...data: ViewDataArgs<view>): void
  reset<view extends ViewName>(view: view, ...data: ViewDataArgs<view>): void
  goBack(): void
  goBackToIndex(index: number): void
  goBackOrCloseModal(): void
  /** A modal action: go back now, close the modal GO_BACK_SETTLE_MS later. */
  goBackThenClose(): void
  dispose(): void
}

function entry<view extends ViewName>(view: view, data: ViewDataMap[view] | undefined): RouteEntry {
  return { view, data } as RouteEntry
}

export function createRouter({
  isConnected,
  closeModal,
  onWentBack,
  mayEnter = () => true,
  timers = systemTimers,
}: CreateRouterParameters): Router {
  const state = signal<RouterState>({ history: [entry(INITIAL_VIEW, undefined)], direction: 'next' })
  const current = computed(() => state.value.history.at(-1) ?? entry(INITIAL_VIEW, undefined))
  const pending = new Set<unknown>()

  function later(callback: () => void) {
    const handle = timers.setTimeout(() => {
      pending.delete(handle)
      callback()
    }, GO_BACK_SETTLE_MS)
    pending.add(handle)
  }

  function goBack() {
    const { history } = state.value
    const left = { from: current.value.view, isConnected: isConnected() }
    if (history.length > 1) {
      const previous = history.slice(0, -1)
      // Connected users have nothing to do on Connect: going back there shows Account.
      if (previous.at(-1)?.view === 'Connect' && isConnected())
        previous[previous.length - 1] = entry('Account', undefined)
      state.value = { history: previous, direction: 'prev' }
    } else {
      closeModal()
    }
    if (onWentBack) later(() => onWentBack(left))
  }

  return {
    state,
    view: computed(() => current.value.view),
    data: computed(() => current.value.data),
    push(view, ...[data]) {
      if (current.value.view === view || !mayEnter(view)) return
      state.value = { history: [...state.value.history, entry(view, data)], direction: 'next' }
    },
    replace(view, ...[data]) {
      if (!mayEnter(view)) return
      const history = state.value.history
      state.value = { history: [...history.slice(0, -1), entry(view, data)], direction: 'next' }
    },
    reset(view, ...[data]) {
      state.value = { history: [entry(view, data)], direction: 'next' }
    },
    goBack,
    goBackToIndex(index) {
      const { history } = state.value
      if (!Number.isInteger(index) || index < 0 || index >= history.length - 1) return
      state.value = { history: history.slice(0, index + 1), direction: 'prev' }
    },
    goBackOrCloseModal() {
      if (state.value.history.length > 1) goBack()
      else closeModal()
    },
    goBackThenClose() {
      goBack()
      later(closeModal)
    },
    dispose() {
      for (const handle of pending) timers.clearTimeout(handle)
      pending.clear()
    },
  }
}
