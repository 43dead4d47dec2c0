import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic (right to left) strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'مبادلة',
    title: 'مبادلة',
  },
  messages: {
    from: 'أنت تدفع',
    to: 'أنت تستلم',
    selectToken: 'اختر رمزًا',
    tokens: 'الرموز المتاحة للمبادلة',
    balance: 'الرصيد: {balance}',
    amount: 'المبلغ',
    max: 'الحد الأقصى',
    flip: 'اعكس الرمزين',
    quoting: 'جارٍ البحث عن أفضل سعر…',
    received: 'ستستلم ≈ {amount} {symbol}',
    priceImpact: 'التأثير على السعر',
    minimum: 'الحد الأدنى المستلم',
    slippage: 'نسبة الانزلاق المسموحة {value}%',
    networkFee: 'رسوم الشبكة',
    approve: 'الموافقة على {symbol}',
    approving: 'جارٍ الموافقة على {symbol}…',
    approved: 'تمت الموافقة على {symbol}',
    swap: 'مبادلة',
    swapping: 'جارٍ مبادلة {amount} {from} بـ {to}…',
    swapped: 'تمت مبادلة {amount} {from} بـ {received} {to}',
    insufficient: 'رصيد {symbol} غير كافٍ',
    unavailable: 'رصيد الرموز غير متاح',
  },
}
