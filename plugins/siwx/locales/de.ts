import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: 'Anmelden',
  },
  messages: {
    heading: '{app} möchte sich mit Ihrer Wallet verbinden',
    body: 'Signieren Sie diese Nachricht, um zu beweisen, dass Ihnen diese Wallet gehört. Abbrechen trennt die Verbindung.',
    bodyOptional:
      'Signieren Sie diese Nachricht, um zu beweisen, dass Ihnen diese Wallet gehört. Sie können das später tun.',
    sign: 'Signieren',
    signing: 'Wird signiert...',
    cancel: 'Abbrechen',
    account: 'Konto',
  },
}
