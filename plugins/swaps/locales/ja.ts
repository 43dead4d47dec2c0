import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'スワップ',
    title: 'スワップ',
  },
  messages: {
    from: '支払い',
    to: '受け取り',
    selectToken: 'トークンを選択',
    tokens: 'スワップするトークン',
    balance: '残高: {balance}',
    amount: '金額',
    max: '最大',
    flip: 'トークンを入れ替える',
    quoting: '最良の価格を探しています…',
    received: '受け取り ≈ {amount} {symbol}',
    priceImpact: '価格への影響',
    minimum: '最低受取額',
    slippage: 'スリッページ許容値 {value}%',
    networkFee: 'ネットワーク手数料',
    approve: '{symbol} を承認',
    approving: '{symbol} を承認しています…',
    approved: '{symbol} を承認しました',
    swap: 'スワップ',
    swapping: '{amount} {from} を {to} にスワップしています…',
    swapped: '{amount} {from} を {received} {to} にスワップしました',
    insufficient: '{symbol} の残高が不足しています',
    unavailable: 'トークン残高を取得できません',
  },
}
