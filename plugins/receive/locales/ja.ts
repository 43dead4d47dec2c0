import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '受け取る',
    title: '受け取る',
  },
  messages: {
    qr: 'あなたのアドレスの QR コード',
    address: 'あなたのアドレス',
    copy: 'アドレスをコピー',
    copied: 'アドレスをコピーしました',
    copyFailed: 'アドレスをコピーできませんでした',
    networks: '受け取りに使えるネットワーク',
    namespace: '{namespace} ネットワーク',
    testnet: 'テストネット',
  },
}
