import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'アクティビティ',
  },
  messages: {
    list: 'アクティビティ',
    empty: 'まだアクティビティはありません',
    failed: '取引を取得できませんでした',
    loadingMore: 'さらに取引を読み込んでいます',
    explorer: 'エクスプローラーで表示',
    confirmed: '確認済み',
    failedStatus: '失敗',
    pending: '保留中',
    send: '送金',
    receive: '受取',
    execute: '実行',
    mint: 'ミント',
    burn: 'バーン',
    deposit: '入金',
    withdraw: '出金',
    borrow: '借入',
    repay: '返済',
    claim: '請求',
    approve: '承認',
    trade: '取引',
    to: '宛先 {address}',
    from: '送信元 {address}',
    unnamed: '-',
  },
}
