import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish error texts of the Polkadot plugin (labels.ts keys). */
export const translation: PluginTranslation = {
  labels: {
    noAccount:
      '{name} bu siteye sr25519 veya ed25519 hesabı vermedi: uzantıda bir hesap ekleyin veya izin verin, ardından yeniden bağlanın',
    signerMissing: '{name}, {method} isteğini yanıtlayamıyor: imzalayıcısında böyle bir işlev yok',
    noSignature: '{name}, {method} isteğini 0x imzası olmadan yanıtladı',
    noNetwork:
      'Yapılandırılmış bir Polkadot ağı yok: walletdock/plugins/polkadot içinden birini `networks` listesine ekleyin',
  },
}
