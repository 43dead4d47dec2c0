import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the Bitcoin plugin: labels.ts keys ("Ordinals" is the protocol's name). */
export const translation: PluginTranslation = {
  labels: {
    payment: 'Ödeme',
    ordinal: 'Ordinals',
  },
}
