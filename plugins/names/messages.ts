import { defineMessages } from 'walletdock/ui'
import { locales } from './namesLocales.js'

/** The RegisterAccountName and RegisterAccountNameSuccess views' strings (spec 5: the price is not shown). */
export const useNamesMessages = defineMessages(
  {
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
  },
  locales,
)
