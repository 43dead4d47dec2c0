import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese (Simplified) strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '发送',
    title: '发送',
  },
  messages: {
    token: '代币',
    selectToken: '选择代币',
    tokens: '你的代币',
    noTokens: '没有可发送的代币',
    balance: '余额：{balance}',
    amount: '金额',
    max: '最大',
    usd: '≈ {value} 美元',
    receiver: '收款人地址或名称',
    resolved: '将发送到 {address}',
    resolving: '正在解析名称…',
    preview: '预览发送',
    sending: '你发送',
    to: '至',
    networkFee: '网络费用',
    feeUnavailable: '网络费用不可用',
    edit: '编辑',
    send: '发送',
    inProgress: '正在发送…',
    sent: '已发送 {amount} {symbol}',
    explorer: '在浏览器中查看',
    unavailable: '代币余额不可用',
  },
}
