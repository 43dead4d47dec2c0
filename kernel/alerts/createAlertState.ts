import { type ReadonlySignal, signal } from '@preact/signals-core'
import type { Alert } from '../plugins/context.js'

/**
 * The alert on screen of one instance, without the catalogue's texts: those load with the engine
 * (createAlerts), so the first bundle does not carry them.
 */
export type AlertState = {
  /** The alert on screen, or undefined: a catalogue alert carries its id as `code`. */
  current: ReadonlySignal<Alert | undefined>
  /** Shows a worded alert; returns false for a once alert (by code) already shown. */
  show(alert: Alert): boolean
  dismiss(): void
  /** The codes of the once alerts this instance has shown. */
  readonly shownOnce: Set<string>
}

export type CreateAlertStateParameters = {
  /**
   * Whether alerts show in the modal (the config's `debug`, read at each alert). When false an alert
   * is written to the console instead and `current` stays empty.
   */
  debug?: (() => boolean) | undefined
}

/** The alert state of one AppKit instance. */
export function createAlertState(parameters: CreateAlertStateParameters = {}): AlertState {
  const current = signal<Alert | undefined>(undefined)
  const debug = parameters.debug ?? (() => true)
  const shownOnce = new Set<string>()
  return {
    current,
    show(alert) {
      if (alert.once && alert.code !== undefined) {
        if (shownOnce.has(alert.code)) return false
        shownOnce.add(alert.code)
      }
      if (debug()) current.value = alert
      else console.warn(`[appkit] ${alert.message}${alert.detail ? `: ${alert.detail}` : ''}`)
      return true
    },
    dismiss() {
      current.value = undefined
    },
    shownOnce,
  }
}
