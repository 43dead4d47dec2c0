import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese (Simplified) strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: '连接钱包',
  },
  messages: {
    scan: '用手机扫描此二维码',
    qrLabel: 'WalletConnect 二维码',
    copy: '复制链接',
    copied: '链接已复制',
    open: '打开 {name}',
    openWeb: '打开 {name} 网页应用',
    preparing: '正在准备连接...',
    buffering: '正在等待 {name}...',
  },
}
