import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic (right to left) strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'النشاط',
  },
  messages: {
    list: 'النشاط',
    empty: 'لا يوجد نشاط بعد',
    failed: 'تعذّر جلب المعاملات',
    loadingMore: 'جارٍ تحميل المزيد من المعاملات',
    explorer: 'عرض في المستكشف',
    confirmed: 'مؤكدة',
    failedStatus: 'فشلت',
    pending: 'قيد الانتظار',
    send: 'أُرسل',
    receive: 'استُلم',
    execute: 'نُفّذ',
    mint: 'سُكّ',
    burn: 'أُحرق',
    deposit: 'أُودع',
    withdraw: 'سُحب',
    borrow: 'اقتُرض',
    repay: 'سُدّد',
    claim: 'طُولب به',
    approve: 'مُوافَق عليه',
    trade: 'تم التداول',
    to: 'إلى {address}',
    from: 'من {address}',
    unnamed: '-',
  },
}
