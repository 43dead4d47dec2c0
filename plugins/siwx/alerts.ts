import { defineAlert } from 'walletdock/plugin'

/** The services refused a signed sign-in message (its nonce, domain, chain, time or signature). */
export const sessionRefusedAlert = defineAlert({
  code: 'SIWX_SESSION_REFUSED',
  variant: 'error',
  message: 'Sign-in refused',
  detail:
    'The server did not accept the signed message. Check the time settings of this device and sign in again.',
})
