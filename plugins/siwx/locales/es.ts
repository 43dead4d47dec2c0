import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: 'Iniciar sesión',
  },
  messages: {
    heading: '{app} necesita conectarse a tu billetera',
    body: 'Firma este mensaje para demostrar que eres el dueño de esta billetera y continuar. Si cancelas, se desconectará.',
    bodyOptional:
      'Firma este mensaje para demostrar que eres el dueño de esta billetera. Puedes omitirlo por ahora.',
    sign: 'Firmar',
    signing: 'Firmando...',
    cancel: 'Cancelar',
    account: 'Cuenta',
  },
}
