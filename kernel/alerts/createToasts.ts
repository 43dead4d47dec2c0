import { type ReadonlySignal, signal } from '@preact/signals-core'
import { systemTimers, type Timers } from '../router/timers.js'
import { TOAST_HIDE_MS, TOAST_REPLACE_DELAY_MS } from './constants.js'

export type ToastState = 'loading' | 'success' | 'error'
/** A link the toast carries (a sent transaction on the explorer); only http(s) addresses are shown. */
export type ToastLink = { href: string; label: string }
export type Toast = { message: string; variant: ToastState; link?: ToastLink | undefined }

export type CreateToastsParameters = { timers?: Timers | undefined }

export type Toasts = {
  /** The open toast, or undefined. */
  current: ReadonlySignal<Toast | undefined>
  show(toast: Toast): void
  loading(message: string): void
  success(message: string): void
  error(message: string): void
  hide(): void
}
export type CreateToastsReturnType = Toasts

/**
 * The toast state of one AppKit instance: a new message replaces an open one after 150 ms; a success or
 * error toast without a link hides itself after TOAST_HIDE_MS.
 */
export function createToasts(parameters: CreateToastsParameters = {}): CreateToastsReturnType {
  const timers = parameters.timers ?? systemTimers
  const current = signal<Toast | undefined>(undefined)
  let pending: unknown
  let hiding: unknown

  function cancelPending() {
    if (pending !== undefined) timers.clearTimeout(pending)
    if (hiding !== undefined) timers.clearTimeout(hiding)
    pending = undefined
    hiding = undefined
  }

  function put(next: Toast) {
    current.value = next
    if (next.variant === 'loading' || next.link) return
    hiding = timers.setTimeout(() => {
      hiding = undefined
      if (current.value === next) current.value = undefined
    }, TOAST_HIDE_MS)
  }

  function show(toast: Toast) {
    const replacing = pending !== undefined
    cancelPending()
    const next = { message: toast.message, variant: toast.variant, link: toast.link }
    if (current.value === undefined && !replacing) {
      put(next)
      return
    }
    // Close the open toast first so the replacement animates instead of flickering.
    current.value = undefined
    pending = timers.setTimeout(() => {
      pending = undefined
      put(next)
    }, TOAST_REPLACE_DELAY_MS)
  }

  return {
    current,
    show,
    loading: (message) => show({ message, variant: 'loading' }),
    success: (message) => show({ message, variant: 'success' }),
    error: (message) => show({ message, variant: 'error' }),
    hide() {
      cancelPending()
      current.value = undefined
    },
  }
}
