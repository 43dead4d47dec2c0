import { defineMessages } from 'walletdock/ui'

/** The RegisterAccountName and RegisterAccountNameSuccess views' strings (spec 5: the price is not shown). */
export const useNamesMessages = defineMessages({
  en: {
    intro: 'Your name shows instead of your address, and others can send to it.',
    nameLabel: 'Name',
    invalid: 'Letters, digits and hyphens, at least 4 characters',
    available: '{name} is available',
    taken: '{name} is taken',
    suggestions: 'Suggestions',
    register: 'Register {name}',
    registering: 'Sign the message in your wallet to register {name}',
    done: '{name} is your name now',
    back: 'Back to account',
  },
  de: {
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
})
