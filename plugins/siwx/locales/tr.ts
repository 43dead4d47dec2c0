import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the SIWX plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    title: 'Giriş yap',
  },
  messages: {
    heading: '{app} cüzdanınıza bağlanmak istiyor',
    body: 'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın. İptal ederseniz bağlantınız kesilir.',
    bodyOptional:
      'Bu cüzdanın size ait olduğunu kanıtlamak için bu mesajı imzalayın. Şimdilik atlayabilirsiniz.',
    sign: 'İmzala',
    signing: 'İmzalanıyor...',
    cancel: 'İptal',
    account: 'Hesap',
  },
}
