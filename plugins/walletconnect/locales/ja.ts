import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: 'ウォレットを接続',
  },
  messages: {
    scan: 'スマートフォンでこの QR コードをスキャンしてください',
    qrLabel: 'WalletConnect の QR コード',
    copy: 'リンクをコピー',
    copied: 'リンクをコピーしました',
    open: '{name} を開く',
    openWeb: '{name} のウェブアプリを開く',
    preparing: '接続を準備しています...',
    buffering: '{name} を待っています...',
  },
}
