import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the Bitcoin plugin: labels.ts keys ("Ordinals" is the protocol's name). */
export const translation: PluginTranslation = {
  labels: {
    payment: '결제',
    ordinal: 'Ordinals',
  },
}
