import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '送る',
    title: '送る',
  },
  messages: {
    token: 'トークン',
    selectToken: 'トークンを選択',
    tokens: 'あなたのトークン',
    noTokens: '送れるトークンがありません',
    balance: '残高: {balance}',
    amount: '金額',
    max: '最大',
    usd: '≈ {value} USD',
    receiver: '受取人のアドレスまたは名前',
    resolved: '{address} に送ります',
    resolving: '名前を解決しています…',
    preview: '送金内容を確認',
    sending: '送金額',
    to: '宛先',
    networkFee: 'ネットワーク手数料',
    feeUnavailable: 'ネットワーク手数料を取得できません',
    edit: '編集',
    send: '送る',
    inProgress: '送信中…',
    sent: '{amount} {symbol} を送りました',
    explorer: 'エクスプローラーで表示',
    unavailable: 'トークン残高を取得できません',
  },
}
