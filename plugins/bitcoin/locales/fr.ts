import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the Bitcoin plugin: labels.ts keys ("Ordinals" is the protocol's name). */
export const translation: PluginTranslation = {
  labels: {
    payment: 'Paiement',
    ordinal: 'Ordinals',
  },
}
