import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese (Simplified) strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: '活动',
  },
  messages: {
    list: '活动',
    empty: '暂无活动',
    failed: '无法获取交易',
    loadingMore: '正在加载更多交易',
    explorer: '在浏览器中查看',
    confirmed: '已确认',
    failedStatus: '失败',
    pending: '待处理',
    send: '已发送',
    receive: '已接收',
    execute: '已执行',
    mint: '已铸造',
    burn: '已销毁',
    deposit: '已存入',
    withdraw: '已提取',
    borrow: '已借入',
    repay: '已偿还',
    claim: '已领取',
    approve: '已授权',
    trade: '已交易',
    to: '至 {address}',
    from: '来自 {address}',
    unnamed: '-',
  },
}
