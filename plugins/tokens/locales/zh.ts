import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese (Simplified) strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: '代币',
  },
  messages: {
    unavailable: '代币余额不可用',
    originRefused: 'Origin Not Allowed：服务 API 不响应此页面（请查看提示）。',
    empty: '没有代币',
    list: '代币',
  },
}
