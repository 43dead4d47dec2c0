import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the Swaps plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Takas',
    title: 'Takas',
  },
  messages: {
    from: 'Ödediğiniz',
    to: 'Alacağınız',
    selectToken: 'Token seç',
    tokens: "Takas edilecek token'lar",
    balance: 'Bakiye: {balance}',
    amount: 'Tutar',
    max: 'Maks.',
    flip: "Token'ların yerini değiştir",
    quoting: 'En iyi fiyat aranıyor…',
    received: 'Alacağınız ≈ {amount} {symbol}',
    priceImpact: 'Fiyat etkisi',
    minimum: 'Alınacak en az tutar',
    slippage: 'Kayma toleransı %{value}',
    networkFee: 'Ağ ücreti',
    approve: '{symbol} onayla',
    approving: '{symbol} onaylanıyor…',
    approved: '{symbol} onaylandı',
    swap: 'Takas et',
    swapping: '{amount} {from}, {to} ile takas ediliyor…',
    swapped: '{amount} {from}, {received} {to} ile takas edildi',
    insufficient: 'Yetersiz {symbol} bakiyesi',
    unavailable: 'Token bakiyesi kullanılamıyor',
  },
}
