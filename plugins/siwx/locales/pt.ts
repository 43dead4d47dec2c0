import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese (Brazil) strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: 'Entrar',
  },
  messages: {
    heading: '{app} precisa se conectar à sua carteira',
    body: 'Assine esta mensagem para provar que esta carteira é sua e continuar. Cancelar vai desconectar você.',
    bodyOptional:
      'Assine esta mensagem para provar que esta carteira é sua. Você pode pular isso por enquanto.',
    sign: 'Assinar',
    signing: 'Assinando...',
    cancel: 'Cancelar',
    account: 'Conta',
  },
}
