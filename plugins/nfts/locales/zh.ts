import type { PluginTranslation } from 'walletdock/plugin'

/** Chinese (Simplified) strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'NFT',
  },
  messages: {
    grid: '你的 NFT',
    empty: '暂无 NFT',
    failed: '无法获取 NFT',
    unnamed: '-',
  },
}
