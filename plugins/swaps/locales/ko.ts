import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '스왑',
    title: '스왑',
  },
  messages: {
    from: '지불',
    to: '받기',
    selectToken: '토큰 선택',
    tokens: '스왑할 토큰',
    balance: '잔액: {balance}',
    amount: '금액',
    max: '최대',
    flip: '토큰 바꾸기',
    quoting: '최적의 가격을 찾는 중…',
    received: '받는 금액 ≈ {amount} {symbol}',
    priceImpact: '가격 영향',
    minimum: '최소 수령액',
    slippage: '슬리피지 허용 범위 {value}%',
    networkFee: '네트워크 수수료',
    approve: '{symbol} 승인',
    approving: '{symbol} 승인 중…',
    approved: '{symbol} 승인됨',
    swap: '스왑',
    swapping: '{amount} {from}을(를) {to}(으)로 스왑하는 중…',
    swapped: '{amount} {from}을(를) {received} {to}(으)로 스왑했습니다',
    insufficient: '{symbol} 잔액 부족',
    unavailable: '토큰 잔액을 확인할 수 없음',
  },
}
