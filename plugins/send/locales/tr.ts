import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the Send plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Gönder',
    title: 'Gönder',
  },
  messages: {
    token: 'Token',
    selectToken: 'Token seç',
    tokens: "Token'larınız",
    noTokens: 'Gönderilecek token yok',
    balance: 'Bakiye: {balance}',
    amount: 'Tutar',
    max: 'Maks.',
    usd: '≈ {value} USD',
    receiver: 'Alıcı adresi veya adı',
    resolved: '{address} adresine gönderilir',
    resolving: 'Ad çözümleniyor…',
    preview: 'Gönderimi önizle',
    sending: 'Gönderiyorsunuz',
    to: 'Alıcı',
    networkFee: 'Ağ ücreti',
    feeUnavailable: 'Ağ ücreti kullanılamıyor',
    edit: 'Düzenle',
    send: 'Gönder',
    inProgress: 'Gönderiliyor…',
    sent: '{amount} {symbol} gönderildi',
    explorer: 'Gezginde görüntüle',
    unavailable: 'Token bakiyesi kullanılamıyor',
  },
}
