import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount:
      '{name} no ha dado a este sitio ninguna cuenta sr25519 o ed25519: añade o permite una en la extensión y vuelve a conectar',
    signerMissing: '{name} no puede responder a {method}: su firmante no tiene esa función',
    noSignature: '{name} respondió a {method} sin una firma 0x',
    noNetwork:
      'No hay ninguna red de Polkadot configurada: añade una de walletdock/plugins/polkadot a `networks`',
  },
}
