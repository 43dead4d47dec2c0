import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core'
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

/**
 * The router of the first bundle: the history, the current view, reset (the modal's open and close)
 * and the rules the other moves follow. push, goBack and the rest are navigationOf(router)
 * (navigation.ts): only the modal's content and plugin setup move between views, and both load later.
 */
export type Router = {
  /** Written only by reset and navigation.ts. */
  state: Signal<RouterState>
  view: ReadonlySignal<ViewName>
  data: ReadonlySignal<ViewDataMap[ViewName]>
  reset<view extends ViewName>(view: view, ...data: ViewDataArgs<view>): void
  rules: Required<Omit<CreateRouterParameters, 'onWentBack' | 'timers'>> &
    Pick<CreateRouterParameters, 'onWentBack'>
  /** Runs `callback` GO_BACK_SETTLE_MS from now, unless dispose() comes first. */
  later(callback: () => void): void
  dispose(): void
}

/** One history entry. */
export function routeEntry<view extends ViewName>(
  view: view,
  data: ViewDataMap[view] | undefined,
): RouteEntry {
  return { view, data } as RouteEntry
}

export function createRouter({
  isConnected,
  closeModal,
  onWentBack,
  mayEnter = () => true,
  timers = systemTimers,
}: CreateRouterParameters): Router {
  const state = signal<RouterState>({ history: [routeEntry(INITIAL_VIEW, undefined)], direction: 'next' })
  const current = computed(() => state.value.history.at(-1) ?? routeEntry(INITIAL_VIEW, undefined))
  const pending = new Set<unknown>()
  return {
    state,
    view: computed(() => current.value.view),
    data: computed(() => current.value.data),
    reset(view, ...[data]) {
      state.value = { history: [routeEntry(view, data)], direction: 'next' }
    },
    rules: { isConnected, closeModal, onWentBack, mayEnter },
    later(callback) {
      const handle = timers.setTimeout(() => {
        pending.delete(handle)
        callback()
      }, GO_BACK_SETTLE_MS)
      pending.add(handle)
    },
    dispose() {
      for (const handle of pending) timers.clearTimeout(handle)
      pending.clear()
    },
  }
}
