import type { Alert } from '../plugins/context.js'

/**
 * A plugin's own alert (spec section 8): its code, title, detail and variant, and whether it shows at
 * most once per instance. The plugin shows it with `ctx.alerts.show(alert)`; the kernel's catalogue
 * holds only the kernel's alerts.
 */
export function defineAlert<const alert extends Alert & { code: string }>(alert: alert): alert {
  return alert
}
