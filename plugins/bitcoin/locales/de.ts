import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the Bitcoin plugin: labels.ts keys ("Ordinals" is the protocol's name). */
export const translation: PluginTranslation = {
  labels: {
    payment: 'Zahlung',
    ordinal: 'Ordinals',
  },
}
