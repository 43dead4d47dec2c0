import { defineViewActionPlugin, type Plugin } from 'walletdock/plugin'
import { label } from './labels.js'

/** What the Swap view may open with: tokens by CAIP-10 address, bare address or symbol, and an amount. */
export type SwapViewData = { fromToken?: string; toToken?: string; amount?: string }

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    Swap: SwapViewData | undefined
  }
}

/**
 * Swaps (spec sections 2, 3 and 7): a Swap action on the Account view opens the Swap view (or the host opens it
 * with `open({ view: 'Swap', data: { fromToken, toToken, amount } })`): pick two tokens of the network, an
 * amount, read the quote (price impact, minimum received at the 1% slippage tolerance, network fee), approve the
 * token when its allowance is short, then swap with the connected wallet. Quotes and transactions come from the
 * services' convert API (`endpoints.api`). Off with `features.swaps: false`. Nothing of it loads or asks
 * anything before the view opens.
 */
export function swaps(): Plugin<undefined> {
  return defineViewActionPlugin({
    name: 'swaps',
    feature: 'swaps',
    view: 'Swap',
    title: label('title'),
    action: { label: label('action'), icon: '⇄' },
    load: () => import('./SwapView.js').then((module) => module.createSwapView),
  })
}
