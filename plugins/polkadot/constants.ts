/** Display names of the known extensions by their `window.injectedWeb3` key; another key is listed by its own name. */
export const KNOWN_EXTENSIONS: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot.js',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  // The dev wallet's Polkadot side (plugins/dev-wallet): one "Dev Wallet" with its EVM and Solana sides.
  'dev-wallet': 'Dev Wallet',
}
/** Extensions inject at document start, some later: the page is read again at these delays (ms) after attach. */
export const DISCOVERY_RETRIES_MS = [200, 1000, 3000] as const
