import { defineLabels } from 'walletdock/plugin'

/** The toasts of spec section 8 the flow shows (setup's chunk: the view's strings are in messages.ts). */
export const toastLabel = defineLabels({
  en: {
    authenticating: 'Authenticating...',
    signError: 'Error signing message',
    initError: 'A problem occurred while trying initialize authentication',
  },
  de: {
    authenticating: 'Authentifizierung...',
    signError: 'Fehler beim Signieren der Nachricht',
    initError: 'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
  },
})
