import type { SiwxFormat } from '../types.js'

/** eip155 signs in with EIP-4361 (Sign-In with Ethereum) text; the code loads on the first sign-in. */
export const eip155Format: SiwxFormat = {
  namespace: 'eip155',
  load: () => import('./eip155Message.js').then((module) => module.eip155Message),
}
