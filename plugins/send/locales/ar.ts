import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic (right to left) strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'إرسال',
    title: 'إرسال',
  },
  messages: {
    token: 'الرمز',
    selectToken: 'اختر رمزًا',
    tokens: 'رموزك',
    noTokens: 'لا توجد رموز لإرسالها',
    balance: 'الرصيد: {balance}',
    amount: 'المبلغ',
    max: 'الحد الأقصى',
    usd: '≈ {value} دولار أمريكي',
    receiver: 'عنوان المستلم أو اسمه',
    resolved: 'يُرسل إلى {address}',
    resolving: 'جارٍ التحقق من الاسم…',
    preview: 'معاينة الإرسال',
    sending: 'أنت ترسل',
    to: 'إلى',
    networkFee: 'رسوم الشبكة',
    feeUnavailable: 'رسوم الشبكة غير متاحة',
    edit: 'تعديل',
    send: 'إرسال',
    inProgress: 'جارٍ الإرسال…',
    sent: 'تم إرسال {amount} {symbol}',
    explorer: 'عرض في المستكشف',
    unavailable: 'رصيد الرموز غير متاح',
  },
}
