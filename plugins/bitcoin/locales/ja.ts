import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the Bitcoin plugin: labels.ts keys ("Ordinals" is the protocol's name). */
export const translation: PluginTranslation = {
  labels: {
    payment: '支払い',
    ordinal: 'Ordinals',
  },
}
