/** The strings the first view draws (ui/modal/firstView.ts): they ship in the first bundle, the rest with the content. */
export const enFirstView = {
  'modal.close': 'Close',
  'view.Connect': 'Connect Wallet',
  'connect.walletsHeading': 'Wallets',
  'connect.installed': 'Installed',
  'connect.recent': 'Recent',
  'connect.or': 'or',
  'connect.allWallets': 'All Wallets',
  'legal.agree': 'I agree to the',
  'legal.byConnecting': 'By connecting your wallet, you agree to the',
  'legal.terms': 'Terms of Service',
  'legal.privacy': 'Privacy Policy',
  'legal.and': 'and',
  'legal.branding': 'UX by walletdock',
} as const
