import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Отправить',
    title: 'Отправить',
  },
  messages: {
    token: 'Токен',
    selectToken: 'Выберите токен',
    tokens: 'Ваши токены',
    noTokens: 'Нет токенов для отправки',
    balance: 'Баланс: {balance}',
    amount: 'Сумма',
    max: 'Макс.',
    usd: '≈ {value} USD',
    receiver: 'Адрес или имя получателя',
    resolved: 'Отправка на {address}',
    resolving: 'Поиск адреса по имени…',
    preview: 'Проверить отправку',
    sending: 'Вы отправляете',
    to: 'Кому',
    networkFee: 'Комиссия сети',
    feeUnavailable: 'Комиссия сети недоступна',
    edit: 'Изменить',
    send: 'Отправить',
    inProgress: 'Отправка…',
    sent: 'Отправлено {amount} {symbol}',
    explorer: 'Открыть в обозревателе',
    unavailable: 'Баланс токенов недоступен',
  },
}
