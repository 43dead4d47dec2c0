/** The strings the first view draws (ui/modal/firstView.ts): they ship in the first bundle, the rest with the content. */
export const enFirstView = {
  'modal.close': 'Close',
  'view.Connect': 'Connect Wallet',
  'connect.walletsHeading': 'Wallets',
  'connect.installed': 'Installed',
  'connect.recent': 'Recent',
  'connect.or': 'or',
} as const
