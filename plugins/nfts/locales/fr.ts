import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'NFT',
  },
  messages: {
    grid: 'Vos NFT',
    empty: "Aucun NFT pour l'instant",
    failed: 'Impossible de récupérer les NFT',
    unnamed: '-',
  },
}
