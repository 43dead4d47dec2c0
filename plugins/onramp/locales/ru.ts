import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Купить криптовалюту',
    title: 'Купить криптовалюту',
  },
  messages: {
    youBuy: 'Вы покупаете {symbol} в сети {network}',
    amount: 'Сумма',
    currency: 'Валюта',
    method: 'Способ оплаты',
    card: 'Карта',
    ach_bank_account: 'Банковский счёт',
    limits: '{method}: от {min} до {max} {currency}',
    providers: 'Провайдеры',
    quoting: 'Получение предложений…',
    youGet: 'Вы получите {amount} {symbol}',
    fees: 'Комиссия {fees} {currency} · итого {total} {currency}',
    sample: 'Пример данных: не удалось загрузить варианты покупки',
    mocked: 'Условное предложение: сервис предложений не ответил; цену заказа определит провайдер',
    enterAmount: 'Введите сумму, чтобы увидеть предложения',
    pending: 'Завершите покупку в окне {provider}',
    declined: 'Провайдер отклонил платёж: {reason}. Повторите попытку в его окне.',
    failed: 'Провайдер сообщил о неудачном платеже. Повторите попытку в его окне.',
    arriving: 'Оплачено. Ожидаем поступления {amount} {symbol}…',
    arrived: '{amount} {symbol} поступили',
    newBalance: 'Новый баланс: {balance} {symbol}',
    cancel: 'Отмена',
    done: 'Готово',
    buyMore: 'Купить ещё',
  },
}
