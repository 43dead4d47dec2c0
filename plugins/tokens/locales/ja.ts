import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'トークン',
  },
  messages: {
    unavailable: 'トークン残高を取得できません',
    originRefused: 'Origin Not Allowed: サービス API がこのページに応答しません（アラートを参照）。',
    empty: 'トークンはありません',
    list: 'トークン',
  },
}
