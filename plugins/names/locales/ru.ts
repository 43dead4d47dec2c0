import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Выбрать имя',
    register: 'Выбор имени',
    success: 'Имя зарегистрировано',
  },
  messages: {
    intro: 'Вместо адреса будет показано ваше имя, и другие смогут отправлять на него средства.',
    nameLabel: 'Имя',
    invalid: 'Буквы, цифры и дефисы, не менее 4 символов',
    available: '{name} свободно',
    taken: '{name} уже занято',
    suggestions: 'Варианты',
    register: 'Зарегистрировать {name}',
    registering: 'Подпишите сообщение в кошельке, чтобы зарегистрировать {name}',
    done: 'Теперь ваше имя — {name}',
    back: 'Вернуться к аккаунту',
  },
}
