import { type ReadonlySignal, signal } from '@preact/signals-core'
import type { Alert } from '../plugins/context.js'
import { ALERTS, type AlertId } from './catalogue.js'

export type Alerts = {
  /** The alert on screen, or undefined: a catalogue alert carries its id as `code`. */
  current: ReadonlySignal<Alert | undefined>
  /** Shows a catalogue alert, filling `{name}` placeholders; returns false for a once alert already shown. */
  show(id: AlertId, values?: Record<string, string>): boolean
  /** Shows a message a plugin words itself. */
  show(alert: Alert): boolean
  dismiss(): void
}
export type CreateAlertsReturnType = Alerts

export type CreateAlertsParameters = {
  /**
   * Whether alerts show in the modal (the config's `debug`, read at each alert). When false an alert
   * is written to the console instead and `current` stays empty.
   */
  debug?: (() => boolean) | undefined
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '').trim()
}

/** The alert state of one AppKit instance. */
export function createAlerts(parameters: CreateAlertsParameters = {}): CreateAlertsReturnType {
  const current = signal<Alert | undefined>(undefined)
  const shownOnce = new Set<AlertId>()
  const debug = parameters.debug ?? (() => true)
  function present(alert: Alert) {
    if (debug()) {
      current.value = alert
      return
    }
    console.warn(`[appkit] ${alert.message}${alert.detail ? `: ${alert.detail}` : ''}`)
  }

  return {
    current,
    show(idOrAlert: AlertId | Alert, values: Record<string, string> = {}) {
      if (typeof idOrAlert === 'object') {
        present(idOrAlert)
        return true
      }
      const id = idOrAlert
      const alert = ALERTS[id]
      if ('once' in alert && alert.once) {
        if (shownOnce.has(id)) return false
        shownOnce.add(id)
      }
      present({
        code: id,
        message: alert.shortMessage,
        detail: fill(alert.longMessage, values),
        variant: alert.type,
      })
      return true
    },
    dismiss() {
      current.value = undefined
    },
  }
}
