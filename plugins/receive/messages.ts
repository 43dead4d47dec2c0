import { defineMessages } from 'walletdock/ui'
import { locales } from './receiveLocales.js'

/** The Receive view's strings; its action label and title are in labels.ts. */
export const useReceiveMessages = defineMessages(
  {
    en: {
      qr: 'QR code of your address',
      address: 'Your address',
      copy: 'Copy address',
      copied: 'Address copied',
      copyFailed: 'Could not copy the address',
      networks: 'Networks you can receive on',
      namespace: '{namespace} networks',
      testnet: 'Testnet',
    },
  },
  locales,
)
