import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the Bitcoin plugin: labels.ts keys ("Ordinals" is the protocol's name). */
export const translation: PluginTranslation = {
  labels: {
    payment: 'Pago',
    ordinal: 'Ordinals',
  },
}
