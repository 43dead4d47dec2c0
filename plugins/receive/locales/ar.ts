import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic (right to left) strings of the Receive plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'استلام',
    title: 'استلام',
  },
  messages: {
    qr: 'رمز QR لعنوانك',
    address: 'عنوانك',
    copy: 'نسخ العنوان',
    copied: 'تم نسخ العنوان',
    copyFailed: 'تعذّر نسخ العنوان',
    networks: 'الشبكات التي يمكنك الاستلام عليها',
    namespace: 'شبكات {namespace}',
    testnet: 'شبكة اختبار',
  },
}
