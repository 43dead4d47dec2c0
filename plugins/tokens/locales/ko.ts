import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: '토큰',
  },
  messages: {
    unavailable: '토큰 잔액을 확인할 수 없음',
    originRefused: 'Origin Not Allowed: 서비스 API가 이 페이지에 응답하지 않습니다(알림 참조).',
    empty: '토큰이 없습니다',
    list: '토큰',
  },
}
