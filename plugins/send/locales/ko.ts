import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '보내기',
    title: '보내기',
  },
  messages: {
    token: '토큰',
    selectToken: '토큰 선택',
    tokens: '내 토큰',
    noTokens: '보낼 토큰이 없습니다',
    balance: '잔액: {balance}',
    amount: '금액',
    max: '최대',
    usd: '≈ {value} USD',
    receiver: '받는 사람 주소 또는 이름',
    resolved: '{address}(으)로 보냅니다',
    resolving: '이름을 확인하는 중…',
    preview: '보내기 미리 보기',
    sending: '보내는 금액',
    to: '받는 사람',
    networkFee: '네트워크 수수료',
    feeUnavailable: '네트워크 수수료를 확인할 수 없음',
    edit: '수정',
    send: '보내기',
    inProgress: '보내는 중…',
    sent: '{amount} {symbol}을(를) 보냈습니다',
    explorer: '탐색기에서 보기',
    unavailable: '토큰 잔액을 확인할 수 없음',
  },
}
