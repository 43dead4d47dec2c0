import type { ReadonlySignal } from '@preact/signals-core'
import type { Alert } from '../plugins/context.js'
import { ALERTS, type AlertId } from './catalogue.js'
import { type AlertState, type CreateAlertStateParameters, createAlertState } from './createAlertState.js'

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

export type CreateAlertsParameters = CreateAlertStateParameters

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '').trim()
}

/** A catalogue alert with its `{name}` placeholders filled, as `show` shows it. */
export function catalogueAlert(id: AlertId, values: Record<string, string> = {}): Alert {
  const alert = ALERTS[id]
  return {
    code: id,
    message: alert.shortMessage,
    detail: fill(alert.longMessage, values),
    variant: alert.type,
    ...('once' in alert && alert.once ? { once: true } : {}),
  }
}

/**
 * The catalogue alerts (spec section 8) over an instance's alert state: createAppKit keeps the state
 * in the first bundle, the engine adds the catalogue when it starts.
 */
export function createAlerts(
  parameters: CreateAlertsParameters = {},
  state: AlertState = createAlertState(parameters),
): CreateAlertsReturnType {
  return {
    current: state.current,
    show(idOrAlert: AlertId | Alert, values: Record<string, string> = {}) {
      return state.show(typeof idOrAlert === 'object' ? idOrAlert : catalogueAlert(idOrAlert, values))
    },
    dismiss: state.dismiss,
  }
}
