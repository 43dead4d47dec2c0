import { defineMessages } from 'walletdock/ui'
import { locales } from './swapsLocales.js'

/** The Swap view's strings; its action label and title are in labels.ts (shown before this chunk loads). */
export const useSwapMessages = defineMessages(
  {
    en: {
      from: 'You pay',
      to: 'You receive',
      selectToken: 'Select token',
      tokens: 'Tokens to swap',
      balance: 'Balance: {balance}',
      amount: 'Amount',
      max: 'Max',
      flip: 'Swap the tokens',
      quoting: 'Finding the best price…',
      received: 'You receive ≈ {amount} {symbol}',
      priceImpact: 'Price impact',
      minimum: 'Minimum received',
      slippage: 'Slippage tolerance {value}%',
      networkFee: 'Network fee',
      approve: 'Approve {symbol}',
      approving: 'Approving {symbol}…',
      approved: '{symbol} approved',
      swap: 'Swap',
      swapping: 'Swapping {amount} {from} for {to}…',
      swapped: 'Swapped {amount} {from} for {received} {to}',
      insufficient: 'Insufficient {symbol} balance',
      unavailable: 'Token Balance Unavailable',
    },
  },
  locales,
)
