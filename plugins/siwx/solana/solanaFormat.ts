import type { SiwxFormat } from '../types.js'

/** solana signs in with Sign-In With Solana text (CAIP-122); the code loads on the first sign-in. */
export const solanaFormat: SiwxFormat = {
  namespace: 'solana',
  load: () => import('./solanaMessage.js').then((module) => module.solanaMessage),
}
