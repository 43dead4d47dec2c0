import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese (Simplified) strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: '购买加密货币',
    title: '购买加密货币',
  },
  messages: {
    youBuy: '你将在 {network} 上购买 {symbol}',
    amount: '金额',
    currency: '货币',
    method: '支付方式',
    card: '银行卡',
    ach_bank_account: '银行账户',
    limits: '{method}：{min} 至 {max} {currency}',
    providers: '服务商',
    quoting: '正在获取报价…',
    youGet: '你将收到 {amount} {symbol}',
    fees: '手续费 {fees} {currency} · 合计 {total} {currency}',
    sample: '示例数据：无法加载购买选项',
    mocked: '模拟报价：报价服务未响应；订单价格由服务商确定',
    enterAmount: '输入金额以查看报价',
    pending: '请在 {provider} 窗口中完成购买',
    declined: '服务商拒绝了付款：{reason}。请在其窗口中重试。',
    failed: '服务商报告付款失败。请在其窗口中重试。',
    arriving: '已付款。正在等待 {amount} {symbol} 到账…',
    arrived: '{amount} {symbol} 已到账',
    newBalance: '新余额：{balance} {symbol}',
    cancel: '取消',
    done: '完成',
    buyMore: '继续购买',
  },
}
