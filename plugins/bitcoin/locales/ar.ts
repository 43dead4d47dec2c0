import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic strings of the Bitcoin plugin: labels.ts keys ("Ordinals" is the protocol's name). */
export const translation: PluginTranslation = {
  labels: {
    payment: 'الدفع',
    ordinal: 'Ordinals',
  },
}
