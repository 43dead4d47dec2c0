import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: 'Accedi',
  },
  messages: {
    heading: '{app} deve collegarsi al tuo wallet',
    body: 'Firma questo messaggio per dimostrare che il wallet è tuo e procedere. Annullando verrai disconnesso.',
    bodyOptional:
      'Firma questo messaggio per dimostrare che il wallet è tuo. Per ora puoi saltare questo passaggio.',
    sign: 'Firma',
    signing: 'Firma in corso...',
    cancel: 'Annulla',
    account: 'Account',
  },
}
