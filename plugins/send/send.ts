import { defineViewActionPlugin, type Plugin } from 'walletdock/plugin'
import { label } from './labels.js'

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    WalletSend: undefined
  }
}

/**
 * Send (spec sections 3 to 5): a Send action on the Account view opens the WalletSend view (pick a
 * token from the account's balances, an amount, a receiver, a preview with the network fee, send).
 * Sending goes through the transfer builder the account's namespace plugin contributes
 * (`ctx.transfers`): evm and solana contribute one. Off with `features.send: false`. Needs
 * `endpoints.api` for the balances. Nothing of it loads or asks anything before the view opens.
 */
export function send(): Plugin<undefined> {
  return defineViewActionPlugin({
    name: 'send',
    feature: 'send',
    view: 'WalletSend',
    title: label('title'),
    action: { label: label('action'), icon: '↑' },
    load: () => import('./SendView.js').then((module) => module.createSendView),
  })
}
