import { defineMessages } from 'walletdock/ui'
import { locales } from './onrampLocales.js'

/** The on-ramp view's strings; its action label and title are in labels.ts (shown before this chunk loads). */
export const useOnRampMessages = defineMessages(
  {
    en: {
      youBuy: 'You buy {symbol} on {network}',
      amount: 'Amount',
      currency: 'Currency',
      method: 'Payment method',
      card: 'Card',
      ach_bank_account: 'Bank account',
      limits: '{method}: {min} to {max} {currency}',
      providers: 'Providers',
      quoting: 'Getting quotes…',
      youGet: 'You get {amount} {symbol}',
      fees: 'Fees {fees} {currency} · total {total} {currency}',
      sample: 'Sample data: the on-ramp options could not be loaded',
      mocked: 'Mocked quote: the quote service did not answer; the provider prices the order',
      enterAmount: 'Enter an amount to see quotes',
      pending: 'Complete the purchase in the {provider} window',
      declined: 'The provider declined the payment: {reason}. Try again in its window.',
      failed: 'The provider reported a failed payment. Try again in its window.',
      arriving: 'Paid. Waiting for {amount} {symbol} to arrive…',
      arrived: '{amount} {symbol} arrived',
      newBalance: 'New balance: {balance} {symbol}',
      cancel: 'Cancel',
      done: 'Done',
      buyMore: 'Buy more',
    },
  },
  locales,
)
