import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the Names plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Bir ad seç',
    register: 'Ad seç',
    success: 'Ad kaydedildi',
  },
  messages: {
    intro: 'Adresiniz yerine adınız görünür ve başkaları bu ada gönderim yapabilir.',
    nameLabel: 'Ad',
    invalid: 'Harf, rakam ve kısa çizgi; en az 4 karakter',
    available: '{name} kullanılabilir',
    taken: '{name} alınmış',
    suggestions: 'Öneriler',
    register: '{name} kaydet',
    registering: '{name} adını kaydetmek için cüzdanınızda mesajı imzalayın',
    done: '{name} artık sizin adınız',
    back: 'Hesaba dön',
  },
}
