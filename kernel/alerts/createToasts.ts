import { type ReadonlySignal, signal } from '@preact/signals-core'
import { TOAST_SWAP_DELAY_MS } from './constants.js'

export type ToastState = 'loading' | 'success' | 'error'
export type Toast = { message: string; variant: ToastState }

export type Timer = {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export type CreateToastsParameters = { timer?: Timer | undefined }

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

const defaultTimer: Timer = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** The toast state of one AppKit instance: a new message replaces an open one after 150 ms. */
export function createToasts(parameters: CreateToastsParameters = {}): CreateToastsReturnType {
  const timer = parameters.timer ?? defaultTimer
  const current = signal<Toast | undefined>(undefined)
  let pending: unknown

  function cancelPending() {
    if (pending !== undefined) timer.clear(pending)
    pending = undefined
  }

  function show(toast: Toast) {
    const swapping = pending !== undefined
    cancelPending()
    const next = { message: toast.message, variant: toast.variant }
    if (current.value === undefined && !swapping) {
      current.value = next
      return
    }
    // Close the open toast first so the swap animates instead of flickering.
    current.value = undefined
    pending = timer.set(() => {
      pending = undefined
      current.value = next
    }, TOAST_SWAP_DELAY_MS)
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
