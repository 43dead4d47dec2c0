import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the NFTs plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'NFT',
  },
  messages: {
    grid: 'Ваши NFT',
    empty: 'Пока нет NFT',
    failed: 'Не удалось загрузить NFT',
    unnamed: '-',
  },
}
