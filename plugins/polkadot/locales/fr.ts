import type { PluginTranslation } from 'walletdock/plugin'

/** French error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount:
      "{name} n'a donné à ce site aucun compte sr25519 ou ed25519 : ajoutez-en ou autorisez-en un dans l'extension, puis reconnectez-vous",
    signerMissing: "{name} ne peut pas répondre à {method} : son signataire n'a pas cette fonction",
    noSignature: '{name} a répondu à {method} sans signature 0x',
    noNetwork:
      "Aucun réseau Polkadot n'est configuré : ajoutez-en un de walletdock/plugins/polkadot à `networks`",
  },
}
