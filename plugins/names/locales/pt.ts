import type { PluginTranslation } from 'walletdock/plugin'

/** Portuguese (Brazil) strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Escolher um nome',
    register: 'Escolher nome',
    success: 'Nome registrado',
  },
  messages: {
    intro: 'Seu nome aparece no lugar do seu endereço, e outras pessoas podem enviar para ele.',
    nameLabel: 'Nome',
    invalid: 'Letras, números e hifens, pelo menos 4 caracteres',
    available: '{name} está disponível',
    taken: '{name} já está em uso',
    suggestions: 'Sugestões',
    register: 'Registrar {name}',
    registering: 'Assine a mensagem na sua carteira para registrar {name}',
    done: '{name} agora é o seu nome',
    back: 'Voltar para a conta',
  },
}
