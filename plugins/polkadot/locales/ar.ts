import type { PluginTranslation } from 'walletdock/plugin'

/** Arabic error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount:
      'لم يمنح {name} هذا الموقع أي حساب sr25519 أو ed25519: أضف حسابًا أو اسمح به في الإضافة، ثم اتصل مرة أخرى',
    signerMissing: 'لا يستطيع {name} الرد على {method}: لا يملك الموقّع هذه الوظيفة',
    noSignature: 'رد {name} على {method} بدون توقيع 0x',
    noNetwork: 'لا توجد شبكة Polkadot مهيأة: أضف شبكة من walletdock/plugins/polkadot إلى `networks`',
  },
}
