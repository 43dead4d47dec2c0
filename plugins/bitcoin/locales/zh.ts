import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese strings of the Bitcoin plugin: labels.ts keys ("Ordinals" is the protocol's name). */
export const translation: PluginTranslation = {
  labels: {
    payment: '支付',
    ordinal: 'Ordinals',
  },
}
