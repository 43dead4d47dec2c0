import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Kripto satın al',
    title: 'Kripto satın al',
  },
  messages: {
    youBuy: '{network} ağında {symbol} satın alıyorsunuz',
    amount: 'Tutar',
    currency: 'Para birimi',
    method: 'Ödeme yöntemi',
    card: 'Kart',
    ach_bank_account: 'Banka hesabı',
    limits: '{method}: {min} ile {max} {currency} arası',
    providers: 'Sağlayıcılar',
    quoting: 'Teklifler alınıyor…',
    youGet: 'Alacağınız: {amount} {symbol}',
    fees: 'Ücretler {fees} {currency} · toplam {total} {currency}',
    sample: 'Örnek veri: satın alma seçenekleri yüklenemedi',
    mocked: 'Tahmini teklif: teklif hizmeti yanıt vermedi; siparişin fiyatını sağlayıcı belirler',
    enterAmount: 'Teklifleri görmek için bir tutar girin',
    pending: 'Satın almayı {provider} penceresinde tamamlayın',
    declined: 'Sağlayıcı ödemeyi reddetti: {reason}. Onun penceresinde tekrar deneyin.',
    failed: 'Sağlayıcı ödemenin başarısız olduğunu bildirdi. Onun penceresinde tekrar deneyin.',
    arriving: 'Ödendi. {amount} {symbol} bekleniyor…',
    arrived: '{amount} {symbol} ulaştı',
    newBalance: 'Yeni bakiye: {balance} {symbol}',
    cancel: 'İptal',
    done: 'Tamam',
    buyMore: 'Daha fazla al',
  },
}
