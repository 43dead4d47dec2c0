import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic (right to left) strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: 'تسجيل الدخول',
  },
  messages: {
    heading: 'يحتاج {app} إلى الربط بمحفظتك',
    body: 'وقّع هذه الرسالة لتثبت أنك تملك هذه المحفظة وتتابع. الإلغاء سيقطع الاتصال.',
    bodyOptional: 'وقّع هذه الرسالة لتثبت أنك تملك هذه المحفظة. يمكنك تخطي ذلك الآن.',
    sign: 'توقيع',
    signing: 'جارٍ التوقيع...',
    cancel: 'إلغاء',
    account: 'الحساب',
  },
}
