import { defineViewActionPlugin, type Plugin } from 'walletdock/plugin'
import { label } from './labels.js'

declare module 'walletdock/plugin' {
  interface ViewDataMap {
    OnRampProviders: undefined
  }
}

/**
 * On-ramp (spec sections 3, 5, 7): a Buy action on the Account view opens the OnRampProviders view (an amount in a
 * payment currency, the payment method and its limits, the providers with their quotes), opens the chosen provider's
 * checkout in a popup, and waits until the bought tokens arrive. Off with `features.onramp: false`. Needs
 * `endpoints.api`. Nothing of it loads or asks anything before the view opens. It takes no options (a provider
 * list among them): given any, it throws rather than accept one it would ignore. A TypeError (a call with
 * wrong arguments), not a BaseError: the entry is what every page loads, and BaseError is 1 KiB gzip more.
 */
export function onramp(...options: never[]): Plugin<undefined> {
  if (options.length > 0)
    throw new TypeError(
      'onramp() takes no options: the services link to one on-ramp provider, so there is no provider list to choose from',
    )
  return defineViewActionPlugin({
    name: 'onramp',
    feature: 'onramp',
    view: 'OnRampProviders',
    title: label('title'),
    action: { label: label('action'), icon: '+' },
    load: () => import('./OnRampView.js').then((module) => module.createOnRampView),
  })
}
