import type { PluginTranslation } from 'walletdock/plugin'

/** Russian strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Обменять',
    title: 'Обмен',
  },
  messages: {
    from: 'Вы платите',
    to: 'Вы получаете',
    selectToken: 'Выберите токен',
    tokens: 'Токены для обмена',
    balance: 'Баланс: {balance}',
    amount: 'Сумма',
    max: 'Макс.',
    flip: 'Поменять токены местами',
    quoting: 'Поиск лучшей цены…',
    received: 'Вы получите ≈ {amount} {symbol}',
    priceImpact: 'Влияние на цену',
    minimum: 'Минимум к получению',
    slippage: 'Допустимое проскальзывание {value} %',
    networkFee: 'Комиссия сети',
    approve: 'Разрешить {symbol}',
    approving: 'Разрешение {symbol}…',
    approved: '{symbol} разрешён',
    swap: 'Обменять',
    swapping: 'Обмен {amount} {from} на {to}…',
    swapped: '{amount} {from} обменяно на {received} {to}',
    insufficient: 'Недостаточно {symbol}',
    unavailable: 'Баланс токенов недоступен',
  },
}
