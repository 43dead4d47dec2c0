import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: 'サインイン',
  },
  messages: {
    heading: '{app} がウォレットへの接続を求めています',
    body: 'このウォレットの所有者であることを証明するため、メッセージに署名して続行してください。キャンセルすると接続が解除されます。',
    bodyOptional:
      'このウォレットの所有者であることを証明するため、メッセージに署名してください。今はスキップすることもできます。',
    sign: '署名',
    signing: '署名しています...',
    cancel: 'キャンセル',
    account: 'アカウント',
  },
}
