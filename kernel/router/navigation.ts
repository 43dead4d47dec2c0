import { type Router, routeEntry } from './createRouter.js'
import type { ViewDataArgs, ViewName } from './views.js'

/** The moves between views; reset is the router's own (the first bundle opens and closes the modal). */
export type Navigation = {
  push<view extends ViewName>(view: view, ...data: ViewDataArgs<view>): void
  replace<view extends ViewName>(view: view, ...data: ViewDataArgs<view>): void
  goBack(): void
  goBackToIndex(index: number): void
  goBackOrCloseModal(): void
  /** A modal action: go back now, close the modal GO_BACK_SETTLE_MS later. */
  goBackThenClose(): void
}

/**
 * The router's moves, made from its state and rules. Only the modal's content and plugin setup (the
 * engine) navigate, so this module loads with them and the first bundle carries none of it.
 */
export function navigationOf(router: Router): Navigation {
  const { state, rules, later } = router
  const { isConnected, closeModal, onWentBack, mayEnter } = rules

  function goBack() {
    const { history } = state.value
    const left = { from: router.view.value, isConnected: isConnected() }
    if (history.length > 1) {
      const previous = history.slice(0, -1)
      // Connected users have nothing to do on Connect: going back there shows Account.
      if (previous.at(-1)?.view === 'Connect' && isConnected())
        previous[previous.length - 1] = routeEntry('Account', undefined)
      state.value = { history: previous, direction: 'prev' }
    } else {
      closeModal()
    }
    if (onWentBack) later(() => onWentBack(left))
  }

  return {
    push(view, ...[data]) {
      if (router.view.value === view || !mayEnter(view)) return
      state.value = { history: [...state.value.history, routeEntry(view, data)], direction: 'next' }
    },
    replace(view, ...[data]) {
      if (!mayEnter(view)) return
      const history = state.value.history
      state.value = { history: [...history.slice(0, -1), routeEntry(view, data)], direction: 'next' }
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
  }
}
