import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: 'Se connecter',
  },
  messages: {
    heading: '{app} doit se connecter à votre portefeuille',
    body: 'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Annuler vous déconnectera.',
    bodyOptional:
      'Signez ce message pour prouver que ce portefeuille vous appartient. Vous pouvez le faire plus tard.',
    sign: 'Signer',
    signing: 'Signature...',
    cancel: 'Annuler',
    account: 'Compte',
  },
}
