/**
 * What the Bitcoin plugin contributes to sign-in with the wallet (walletdock/plugins/siwx): the bip122 format, listed
 * in siwx's `formats`. Its code (the message text, the wallet's BIP-322 signing, the page's own check) loads on the
 * first sign-in of a Bitcoin account; the services verify with their bip122 verifier (services/api/siwx).
 */
export type Bip122SiwxFormat = {
  namespace: 'bip122'
  load(): Promise<typeof import('./bip122SiwxMessage.js').bip122SiwxMessage>
}

/** bip122 signs in with CAIP-122 text for the payment address, signed with BIP-322 (ECDSA where a wallet only does that). */
export const bip122Format: Bip122SiwxFormat = {
  namespace: 'bip122',
  load: () => import('./bip122SiwxMessage.js').then((module) => module.bip122SiwxMessage),
}
