import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese (Simplified) strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '兑换',
    title: '兑换',
  },
  messages: {
    from: '你支付',
    to: '你收到',
    selectToken: '选择代币',
    tokens: '可兑换的代币',
    balance: '余额：{balance}',
    amount: '金额',
    max: '最大',
    flip: '交换代币方向',
    quoting: '正在寻找最优价格…',
    received: '你将收到 ≈ {amount} {symbol}',
    priceImpact: '价格影响',
    minimum: '最少收到',
    slippage: '滑点容差 {value}%',
    networkFee: '网络费用',
    approve: '授权 {symbol}',
    approving: '正在授权 {symbol}…',
    approved: '{symbol} 已授权',
    swap: '兑换',
    swapping: '正在将 {amount} {from} 兑换为 {to}…',
    swapped: '已将 {amount} {from} 兑换为 {received} {to}',
    insufficient: '{symbol} 余额不足',
    unavailable: '代币余额不可用',
  },
}
