import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount: '{name} 没有向此网站提供 sr25519 或 ed25519 账户：请在扩展中添加或允许一个账户，然后重新连接',
    signerMissing: '{name} 无法响应 {method}：其签名器没有此功能',
    noSignature: '{name} 对 {method} 的响应没有 0x 签名',
    noNetwork: '未配置 Polkadot 网络：请将 walletdock/plugins/polkadot 中的网络添加到 `networks`',
  },
}
