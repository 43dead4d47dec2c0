import type { PluginTranslation } from 'walletdock/plugin'

/** Japanese strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'NFT',
  },
  messages: {
    grid: 'あなたの NFT',
    empty: 'まだ NFT はありません',
    failed: 'NFT を取得できませんでした',
    unnamed: '-',
  },
}
