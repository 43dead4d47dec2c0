import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: '로그인',
  },
  messages: {
    heading: '{app}이(가) 지갑에 연결해야 합니다',
    body: '이 지갑의 소유자임을 증명하려면 이 메시지에 서명하고 계속하세요. 취소하면 연결이 해제됩니다.',
    bodyOptional: '이 지갑의 소유자임을 증명하려면 이 메시지에 서명하세요. 지금은 건너뛸 수 있습니다.',
    sign: '서명',
    signing: '서명하는 중...',
    cancel: '취소',
    account: '계정',
  },
}
