import type { PluginTranslation } from 'walletdock/plugin'

/** Spanish strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Elegir un nombre',
    register: 'Elegir nombre',
    success: 'Nombre registrado',
  },
  messages: {
    intro: 'Tu nombre se muestra en lugar de tu dirección y otros pueden enviarte fondos con él.',
    nameLabel: 'Nombre',
    invalid: 'Letras, números y guiones, al menos 4 caracteres',
    available: '{name} está disponible',
    taken: '{name} ya está en uso',
    suggestions: 'Sugerencias',
    register: 'Registrar {name}',
    registering: 'Firma el mensaje en tu billetera para registrar {name}',
    done: '{name} es ahora tu nombre',
    back: 'Volver a la cuenta',
  },
}
