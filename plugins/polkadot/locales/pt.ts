import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount:
      '{name} não deu a este site nenhuma conta sr25519 ou ed25519: adicione ou permita uma na extensão e conecte novamente',
    signerMissing: '{name} não consegue responder a {method}: o seu assinante não tem essa função',
    noSignature: '{name} respondeu a {method} sem uma assinatura 0x',
    noNetwork:
      'Nenhuma rede Polkadot está configurada: adicione uma de walletdock/plugins/polkadot a `networks`',
  },
}
