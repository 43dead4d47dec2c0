import { defineLabels } from 'walletdock/plugin'

/** What shows before the sign view's chunk loads: its title, and the toasts setup shows. */
export const label = defineLabels({
  en: {
    title: 'Sign In',
    authenticating: 'Authenticating...',
    signError: 'Error signing message',
  },
  de: {
    title: 'Anmelden',
    authenticating: 'Authentifizierung...',
    signError: 'Fehler beim Signieren der Nachricht',
  },
})
