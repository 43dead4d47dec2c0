import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '暗号資産を購入',
    title: '暗号資産を購入',
  },
  messages: {
    youBuy: '{network} で {symbol} を購入します',
    amount: '金額',
    currency: '通貨',
    method: '支払い方法',
    card: 'カード',
    ach_bank_account: '銀行口座',
    limits: '{method}: {min}〜{max} {currency}',
    providers: 'プロバイダー',
    quoting: '見積もりを取得しています…',
    youGet: '受け取り: {amount} {symbol}',
    fees: '手数料 {fees} {currency} · 合計 {total} {currency}',
    sample: 'サンプルデータ: 購入オプションを読み込めませんでした',
    mocked: '仮の見積もり: 見積もりサービスが応答しませんでした。注文の価格はプロバイダーが決定します',
    enterAmount: '見積もりを見るには金額を入力してください',
    pending: '{provider} のウィンドウで購入を完了してください',
    declined:
      'プロバイダーが支払いを拒否しました: {reason}。プロバイダーのウィンドウでもう一度お試しください。',
    failed:
      'プロバイダーから支払い失敗の通知がありました。プロバイダーのウィンドウでもう一度お試しください。',
    arriving: '支払い済み。{amount} {symbol} の着金を待っています…',
    arrived: '{amount} {symbol} が着金しました',
    newBalance: '新しい残高: {balance} {symbol}',
    cancel: 'キャンセル',
    done: '完了',
    buyMore: 'さらに購入',
  },
}
