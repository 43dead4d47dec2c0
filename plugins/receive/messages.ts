import { defineMessages } from 'walletdock/ui'

/** The Receive view's strings; its action label and title are in labels.ts. */
export const useReceiveMessages = defineMessages({
  en: {
    qr: 'QR code of your address',
    address: 'Your address',
    copy: 'Copy address',
    copied: 'Address copied',
    copyFailed: 'Could not copy the address',
    networks: 'Networks you can receive on',
    namespace: '{namespace} networks',
    testnet: 'testnet',
  },
  de: {
    qr: 'QR-Code deiner Adresse',
    address: 'Deine Adresse',
    copy: 'Adresse kopieren',
    copied: 'Adresse kopiert',
    copyFailed: 'Adresse konnte nicht kopiert werden',
    networks: 'Netzwerke, auf denen du empfangen kannst',
    namespace: '{namespace}-Netzwerke',
    testnet: 'Testnetz',
  },
})
