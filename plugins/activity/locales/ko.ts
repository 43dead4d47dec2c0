import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: '활동',
  },
  messages: {
    list: '활동',
    empty: '아직 활동이 없습니다',
    failed: '거래를 불러오지 못했습니다',
    loadingMore: '거래를 더 불러오는 중',
    explorer: '탐색기에서 보기',
    confirmed: '확인됨',
    failedStatus: '실패',
    pending: '대기 중',
    send: '보냄',
    receive: '받음',
    execute: '실행됨',
    mint: '발행됨',
    burn: '소각됨',
    deposit: '입금됨',
    withdraw: '출금됨',
    borrow: '대출됨',
    repay: '상환됨',
    claim: '청구됨',
    approve: '승인됨',
    trade: '거래됨',
    to: '받는 사람 {address}',
    from: '보낸 사람 {address}',
    unnamed: '-',
  },
}
