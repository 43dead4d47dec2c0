import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the Bitcoin plugin: labels.ts keys ("Ordinals" is the protocol's name). */
export const translation: PluginTranslation = {
  labels: {
    payment: 'Платежи',
    ordinal: 'Ordinals',
  },
}
