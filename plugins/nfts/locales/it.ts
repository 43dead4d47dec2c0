import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'NFT',
  },
  messages: {
    grid: 'I tuoi NFT',
    empty: 'Ancora nessun NFT',
    failed: 'Impossibile recuperare gli NFT',
    unnamed: '-',
  },
}
