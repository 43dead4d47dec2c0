import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Scegli un nome',
    register: 'Scegli il nome',
    success: 'Nome registrato',
  },
  messages: {
    intro: 'Il tuo nome compare al posto dell’indirizzo e gli altri possono inviarti fondi usandolo.',
    nameLabel: 'Nome',
    invalid: 'Lettere, cifre e trattini, almeno 4 caratteri',
    available: '{name} è disponibile',
    taken: '{name} è già preso',
    suggestions: 'Suggerimenti',
    register: 'Registra {name}',
    registering: 'Firma il messaggio nel tuo wallet per registrare {name}',
    done: '{name} ora è il tuo nome',
    back: 'Torna all’account',
  },
}
