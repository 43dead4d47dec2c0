import { defineMessages } from 'walletdock/ui'
import { locales } from './sendLocales.js'

/** The Send view's strings; its action label and title are in labels.ts (shown before this chunk loads). */
export const useSendMessages = defineMessages(
  {
    en: {
      token: 'Token',
      selectToken: 'Select token',
      tokens: 'Your tokens',
      noTokens: 'No tokens to send',
      balance: 'Balance: {balance}',
      amount: 'Amount',
      max: 'Max',
      usd: '≈ {value} USD',
      receiver: 'Receiver address or name',
      resolved: 'Sends to {address}',
      resolving: 'Resolving name…',
      preview: 'Preview send',
      sending: 'You send',
      to: 'To',
      networkFee: 'Network fee',
      feeUnavailable: 'Network fee unavailable',
      edit: 'Edit',
      send: 'Send',
      inProgress: 'Sending…',
      sent: 'Sent {amount} {symbol}',
      explorer: 'View on explorer',
      unavailable: 'Token Balance Unavailable',
    },
  },
  locales,
)
