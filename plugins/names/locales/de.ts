import type { PluginTranslation } from 'walletdock/plugin'

/** German strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Namen wählen',
    register: 'Namen wählen',
    success: 'Name registriert',
  },
  messages: {
    intro: 'Dein Name erscheint statt deiner Adresse, und andere können an ihn senden.',
    nameLabel: 'Name',
    invalid: 'Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen',
    available: '{name} ist frei',
    taken: '{name} ist vergeben',
    suggestions: 'Vorschläge',
    register: '{name} registrieren',
    registering: 'Signiere die Nachricht in deiner Wallet, um {name} zu registrieren',
    done: '{name} ist jetzt dein Name',
    back: 'Zurück zum Konto',
  },
}
