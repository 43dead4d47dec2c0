import { defineMessages } from 'walletdock/ui'
import { locales } from './activityLocales.js'

/** The Activity tab's strings; the tab's label is in labels.ts (shown before this chunk loads). */
export const useActivityMessages = defineMessages(
  {
    en: {
      list: 'Activity',
      empty: 'No activity yet',
      failed: 'Failed to fetch transactions',
      loadingMore: 'Loading more transactions',
      explorer: 'View on explorer',
      confirmed: 'Confirmed',
      failedStatus: 'Failed',
      pending: 'Pending',
      send: 'Sent',
      receive: 'Received',
      execute: 'Executed',
      mint: 'Minted',
      burn: 'Burned',
      deposit: 'Deposited',
      withdraw: 'Withdrawn',
      borrow: 'Borrowed',
      repay: 'Repaid',
      claim: 'Claimed',
      approve: 'Approved',
      trade: 'Traded',
      to: 'to {address}',
      from: 'from {address}',
      unnamed: '-',
    },
  },
  locales,
)
