import type { PluginTranslation } from 'walletdock/plugin'

/** Italian error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount:
      "{name} non ha dato a questo sito alcun account sr25519 o ed25519: aggiungine o consentine uno nell'estensione, poi connettiti di nuovo",
    signerMissing: '{name} non può rispondere a {method}: il suo firmatario non ha questa funzione',
    noSignature: '{name} ha risposto a {method} senza una firma 0x',
    noNetwork:
      'Nessuna rete Polkadot è configurata: aggiungine una da walletdock/plugins/polkadot a `networks`',
  },
}
