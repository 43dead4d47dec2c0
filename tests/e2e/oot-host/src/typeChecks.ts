import type { AppKit } from 'walletdock'

// Not run: `tsc --noEmit` in the test checks that the plugin's view reaches the host's types through
// the plugin's declaration merge, data and all.
export function openGuestProfile(appKit: AppKit) {
  void appKit.open({ view: 'GuestProfile', data: { email: 'ada@example.com', address: '0x1234' } })
  // @ts-expect-error GuestProfile cannot open without its data
  void appKit.open({ view: 'GuestProfile' })
  // @ts-expect-error a view nobody registered is not a view
  void appKit.open({ view: 'NoSuchView' })
}
