import { type ReadonlySignal, signal } from '@preact/signals-core'
import { ALERTS, type AlertId, type AlertType } from './catalogue.js'

export type ShownAlert = {
  /** The catalogue id, or 'custom' for a message a plugin words itself. */
  id: AlertId | 'custom'
  shortMessage: string
  longMessage: string
  type: AlertType
  code?: string | undefined
}

/** A message a plugin words itself (not in the catalogue). */
export type CustomAlert = {
  variant: AlertType | 'success'
  message: string
  detail?: string | undefined
  code?: string | undefined
}

export type Alerts = {
  /** The alert on screen, or undefined. */
  current: ReadonlySignal<ShownAlert | undefined>
  /** Shows an alert, filling `{name}` placeholders; returns false for a once alert already shown. */
  show(id: AlertId, values?: Record<string, string>): boolean
  /** Shows a message a plugin words itself (same as showCustom). */
  show(alert: CustomAlert): boolean
  /** Shows an alert that is not in the catalogue. */
  showCustom(alert: CustomAlert): void
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
  const current = signal<ShownAlert | undefined>(undefined)
  const shownOnce = new Set<AlertId>()
  const debug = parameters.debug ?? (() => true)
  function present(alert: ShownAlert) {
    if (debug()) {
      current.value = alert
      return
    }
    console.warn(`[appkit] ${alert.shortMessage}${alert.longMessage ? `: ${alert.longMessage}` : ''}`)
  }
  function showCustom({ variant, message, detail, code }: CustomAlert) {
    const type = variant === 'success' ? 'info' : variant
    present({ id: 'custom', shortMessage: message, longMessage: detail ?? '', type, code })
  }

  return {
    current,
    show(idOrAlert: AlertId | CustomAlert, values: Record<string, string> = {}) {
      if (typeof idOrAlert === 'object') {
        showCustom(idOrAlert)
        return true
      }
      const id = idOrAlert
      const alert = ALERTS[id]
      if ('once' in alert && alert.once) {
        if (shownOnce.has(id)) return false
        shownOnce.add(id)
      }
      present({
        id,
        shortMessage: alert.shortMessage,
        longMessage: fill(alert.longMessage, values),
        type: alert.type,
      })
      return true
    },
    showCustom,
    dismiss() {
      current.value = undefined
    },
  }
}
