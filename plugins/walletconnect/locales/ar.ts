import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic (right to left) strings of the WalletConnect plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    connectWallet: 'ربط المحفظة',
  },
  messages: {
    scan: 'امسح رمز QR هذا بهاتفك',
    qrLabel: 'رمز QR الخاص بـ WalletConnect',
    copy: 'نسخ الرابط',
    copied: 'تم نسخ الرابط',
    open: 'افتح {name}',
    openWeb: 'افتح تطبيق الويب {name}',
    preparing: 'جارٍ تجهيز الربط...',
    buffering: 'في انتظار {name}...',
  },
}
