import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '이름 선택',
    register: '이름 선택',
    success: '이름이 등록되었습니다',
  },
  messages: {
    intro: '주소 대신 이름이 표시되며, 다른 사람이 이 이름으로 보낼 수 있습니다.',
    nameLabel: '이름',
    invalid: '영문자, 숫자, 하이픈으로 4자 이상',
    available: '{name}을(를) 사용할 수 있습니다',
    taken: '{name}은(는) 이미 사용 중입니다',
    suggestions: '추천',
    register: '{name} 등록',
    registering: '{name}을(를) 등록하려면 지갑에서 메시지에 서명하세요',
    done: '이제 {name}이(가) 내 이름입니다',
    back: '계정으로 돌아가기',
  },
}
