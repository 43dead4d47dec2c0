import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic (right to left) strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'اختر اسمًا',
    register: 'اختيار الاسم',
    success: 'تم تسجيل الاسم',
  },
  messages: {
    intro: 'يظهر اسمك بدلًا من عنوانك، ويمكن للآخرين الإرسال إليه.',
    nameLabel: 'الاسم',
    invalid: 'حروف وأرقام وشرطات، 4 أحرف على الأقل',
    available: '{name} متاح',
    taken: '{name} محجوز',
    suggestions: 'اقتراحات',
    register: 'تسجيل {name}',
    registering: 'وقّع الرسالة في محفظتك لتسجيل {name}',
    done: 'أصبح {name} اسمك الآن',
    back: 'العودة إلى الحساب',
  },
}
