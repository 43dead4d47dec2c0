import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: "NFT'ler",
  },
  messages: {
    grid: "NFT'leriniz",
    empty: 'Henüz NFT yok',
    failed: "NFT'ler alınamadı",
    unnamed: '-',
  },
}
