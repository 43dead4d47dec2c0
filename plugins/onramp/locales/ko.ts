import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '암호화폐 구매',
    title: '암호화폐 구매',
  },
  messages: {
    youBuy: '{network}에서 {symbol} 구매',
    amount: '금액',
    currency: '통화',
    method: '결제 수단',
    card: '카드',
    ach_bank_account: '은행 계좌',
    limits: '{method}: {min}~{max} {currency}',
    providers: '제공업체',
    quoting: '견적을 가져오는 중…',
    youGet: '받는 금액: {amount} {symbol}',
    fees: '수수료 {fees} {currency} · 합계 {total} {currency}',
    sample: '샘플 데이터: 구매 옵션을 불러오지 못했습니다',
    mocked: '모의 견적: 견적 서비스가 응답하지 않았습니다. 주문 가격은 제공업체가 정합니다',
    enterAmount: '견적을 보려면 금액을 입력하세요',
    pending: '{provider} 창에서 구매를 완료하세요',
    declined: '제공업체가 결제를 거절했습니다: {reason}. 해당 창에서 다시 시도하세요.',
    failed: '제공업체가 결제 실패를 알렸습니다. 해당 창에서 다시 시도하세요.',
    arriving: '결제 완료. {amount} {symbol} 도착을 기다리는 중…',
    arrived: '{amount} {symbol} 도착',
    newBalance: '새 잔액: {balance} {symbol}',
    cancel: '취소',
    done: '완료',
    buyMore: '더 구매하기',
  },
}
