import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese (Simplified) strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '接收',
    title: '接收',
  },
  messages: {
    qr: '你的地址二维码',
    address: '你的地址',
    copy: '复制地址',
    copied: '地址已复制',
    copyFailed: '无法复制地址',
    networks: '可接收的网络',
    namespace: '{namespace} 网络',
    testnet: '测试网',
  },
}
