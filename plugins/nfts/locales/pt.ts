import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese (Brazil) strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'NFTs',
  },
  messages: {
    grid: 'Seus NFTs',
    empty: 'Nenhum NFT ainda',
    failed: 'Não foi possível buscar os NFTs',
    unnamed: '-',
  },
}
