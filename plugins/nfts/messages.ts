import { defineMessages } from 'walletdock/ui'
import { locales } from './nftsLocales.js'

/** The NFTs tab's strings; the tab's label is in labels.ts (shown before this chunk loads). */
export const useNftsMessages = defineMessages(
  {
    en: {
      grid: 'Your NFTs',
      empty: 'No NFTs yet',
      failed: 'Failed to fetch NFTs',
      unnamed: '-',
    },
  },
  locales,
)
