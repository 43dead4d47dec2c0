import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the Tokens plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: "Token'lar",
  },
  messages: {
    unavailable: 'Token bakiyesi kullanılamıyor',
    originRefused: "Origin Not Allowed: hizmet API'si bu sayfaya yanıt vermiyor (uyarıya bakın).",
    empty: 'Token yok',
    list: "Token'lar",
  },
}
