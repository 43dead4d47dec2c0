import type { PluginTranslation } from 'walletdock/plugin'

/** German error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount:
      '{name} hat dieser Seite kein sr25519- oder ed25519-Konto gegeben: füge eines in der Erweiterung hinzu oder erlaube es, dann verbinde erneut',
    signerMissing: '{name} kann {method} nicht beantworten: sein Signierer hat keine solche Funktion',
    noSignature: '{name} hat {method} ohne 0x-Signatur beantwortet',
    noNetwork:
      'Kein Polkadot-Netzwerk ist konfiguriert: füge eines aus walletdock/plugins/polkadot zu `networks` hinzu',
  },
}
