import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic (right to left) strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'شراء العملات المشفرة',
    title: 'شراء العملات المشفرة',
  },
  messages: {
    youBuy: 'أنت تشتري {symbol} على {network}',
    amount: 'المبلغ',
    currency: 'العملة',
    method: 'طريقة الدفع',
    card: 'بطاقة',
    ach_bank_account: 'حساب مصرفي',
    limits: '{method}: من {min} إلى {max} {currency}',
    providers: 'مقدمو الخدمة',
    quoting: 'جارٍ جلب العروض…',
    youGet: 'ستحصل على {amount} {symbol}',
    fees: 'الرسوم {fees} {currency} · الإجمالي {total} {currency}',
    sample: 'بيانات تجريبية: تعذّر تحميل خيارات الشراء',
    mocked: 'عرض تقديري: لم تستجب خدمة العروض؛ يحدد مقدم الخدمة سعر الطلب',
    enterAmount: 'أدخل مبلغًا لرؤية العروض',
    pending: 'أكمل الشراء في نافذة {provider}',
    declined: 'رفض مقدم الخدمة الدفع: {reason}. حاول مرة أخرى في نافذته.',
    failed: 'أبلغ مقدم الخدمة عن فشل الدفع. حاول مرة أخرى في نافذته.',
    arriving: 'تم الدفع. في انتظار وصول {amount} {symbol}…',
    arrived: 'وصل {amount} {symbol}',
    newBalance: 'الرصيد الجديد: {balance} {symbol}',
    cancel: 'إلغاء',
    done: 'تم',
    buyMore: 'شراء المزيد',
  },
}
