import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic (right to left) strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'NFT',
  },
  messages: {
    grid: 'رموز NFT الخاصة بك',
    empty: 'لا توجد رموز NFT بعد',
    failed: 'تعذّر جلب رموز NFT',
    unnamed: '-',
  },
}
