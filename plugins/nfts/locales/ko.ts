import type { PluginTranslation } from 'walletdock/plugin'

/** Korean strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'NFT',
  },
  messages: {
    grid: '내 NFT',
    empty: '아직 NFT가 없습니다',
    failed: 'NFT를 불러오지 못했습니다',
    unnamed: '-',
  },
}
