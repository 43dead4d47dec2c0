import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'NFTs',
  },
  messages: {
    grid: 'Deine NFTs',
    empty: 'Noch keine NFTs',
    failed: 'NFTs konnten nicht geladen werden',
    unnamed: '-',
  },
}
