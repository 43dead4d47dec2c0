import type { PluginTranslation } from 'walletdock/plugin'

/** French strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Choisir un nom',
    register: 'Choisir un nom',
    success: 'Nom enregistré',
  },
  messages: {
    intro:
      "Votre nom s'affiche à la place de votre adresse, et les autres peuvent vous envoyer des fonds avec.",
    nameLabel: 'Nom',
    invalid: 'Lettres, chiffres et traits d’union, au moins 4 caractères',
    available: '{name} est disponible',
    taken: '{name} est déjà pris',
    suggestions: 'Suggestions',
    register: 'Enregistrer {name}',
    registering: 'Signez le message dans votre portefeuille pour enregistrer {name}',
    done: '{name} est désormais votre nom',
    back: 'Retour au compte',
  },
}
