import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Активность',
  },
  messages: {
    list: 'Активность',
    empty: 'Пока нет активности',
    failed: 'Не удалось загрузить транзакции',
    loadingMore: 'Загрузка других транзакций',
    explorer: 'Открыть в обозревателе',
    confirmed: 'Подтверждена',
    failedStatus: 'Ошибка',
    pending: 'В ожидании',
    send: 'Отправлено',
    receive: 'Получено',
    execute: 'Выполнено',
    mint: 'Выпущено',
    burn: 'Сожжено',
    deposit: 'Внесено',
    withdraw: 'Выведено',
    borrow: 'Заимствовано',
    repay: 'Погашено',
    claim: 'Получено по заявке',
    approve: 'Одобрено',
    trade: 'Обменено',
    to: 'получатель {address}',
    from: 'отправитель {address}',
    unnamed: '-',
  },
}
