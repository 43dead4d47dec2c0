import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic (right to left) strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'الرموز',
  },
  messages: {
    unavailable: 'رصيد الرموز غير متاح',
    originRefused: 'Origin Not Allowed: واجهة الخدمات لا تستجيب لهذه الصفحة (انظر التنبيه).',
    empty: 'لا توجد رموز',
    list: 'الرموز',
  },
}
