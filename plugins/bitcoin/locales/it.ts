import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the Bitcoin plugin: labels.ts keys ("Ordinals" is the protocol's name). */
export const translation: PluginTranslation = {
  labels: {
    payment: 'Pagamento',
    ordinal: 'Ordinals',
  },
}
