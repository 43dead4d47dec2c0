import { definePlugin, type Plugin } from 'walletdock/plugin'
import { label } from './labels.js'

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    WalletReceive: undefined
  }
}

/**
 * Receive: a Receive action on the Account view opens the WalletReceive view (the address, its QR
 * code, a copy button, and the configured networks it can receive on, grouped by namespace). The
 * view loads on first show; it reads only the modal's state, so the plugin has nothing to set up.
 * Off with `features.receive: false`.
 */
export function receive(): Plugin<undefined> {
  return definePlugin({
    name: 'receive',
    features: ['receive'],
    attach(ctx) {
      const removals = [
        ctx.views.register('WalletReceive', () => import('./ReceiveView.js'), { title: label('title') }),
        ctx.slots.accountAction({
          id: 'receive',
          feature: 'receive',
          label: label('action'),
          icon: '↓',
          view: 'WalletReceive',
        }),
      ]
      return () => {
        for (const remove of removals) remove()
      }
    },
    setup: () => undefined,
  })
}
