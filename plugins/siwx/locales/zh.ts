import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese (Simplified) strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: '登录',
  },
  messages: {
    heading: '{app} 需要连接到你的钱包',
    body: '签署此消息以证明你拥有此钱包并继续。取消将断开连接。',
    bodyOptional: '签署此消息以证明你拥有此钱包。你可以暂时跳过。',
    sign: '签名',
    signing: '正在签名...',
    cancel: '取消',
    account: '账户',
  },
}
