import type { AppKit, ChainNamespace } from 'walletdock'
import type { UiKernel } from 'walletdock/ui'

// Not run: `tsc --noEmit` in the test checks that the plugin's view reaches the host's types through
// the plugin's declaration merge, data and all.
export function openGuestProfile(appKit: AppKit) {
  void appKit.open({ view: 'GuestProfile', data: { email: 'ada@example.com', address: '0x1234' } })
  // @ts-expect-error GuestProfile cannot open without its data
  void appKit.open({ view: 'GuestProfile' })
  // @ts-expect-error a view nobody registered is not a view
  void appKit.open({ view: 'NoSuchView' })
}

// From a plugin's React view: the modal's push is typed by the same ViewDataMap merge.
export function pushFromView(push: UiKernel['push']) {
  push('GuestProfile', { email: 'ada@example.com', address: '0x1234' })
  // @ts-expect-error GuestProfile cannot open without its data
  push('GuestProfile')
  // @ts-expect-error its data has its own shape
  push('GuestProfile', { email: 'ada@example.com' })
  // @ts-expect-error a view nobody registered is not a view
  push('NoSuchView')
}

// The plugin's namespace reaches the host's types through its PluginNamespaces merge; others do not.
export const namespaces: ChainNamespace[] = ['eip155', 'cosmos']
// @ts-expect-error a namespace no plugin declares is not a namespace
export const misspelt: ChainNamespace = 'cosmo'
export const cosmosAccount = (appKit: AppKit) => appKit.getAccount('cosmos').caipAddress
