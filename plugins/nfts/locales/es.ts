import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'NFT',
  },
  messages: {
    grid: 'Tus NFT',
    empty: 'Aún no hay NFT',
    failed: 'No se pudieron obtener los NFT',
    unnamed: '-',
  },
}
