import type { PluginTranslation } from 'walletdock/plugin'

/** Turkish strings of the Activity plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    tab: 'Etkinlik',
  },
  messages: {
    list: 'Etkinlik',
    empty: 'Henüz etkinlik yok',
    failed: 'İşlemler alınamadı',
    loadingMore: 'Daha fazla işlem yükleniyor',
    explorer: 'Gezginde görüntüle',
    confirmed: 'Onaylandı',
    failedStatus: 'Başarısız',
    pending: 'Beklemede',
    send: 'Gönderildi',
    receive: 'Alındı',
    execute: 'Yürütüldü',
    mint: 'Basıldı',
    burn: 'Yakıldı',
    deposit: 'Yatırıldı',
    withdraw: 'Çekildi',
    borrow: 'Borç alındı',
    repay: 'Geri ödendi',
    claim: 'Talep edildi',
    approve: 'Onaylandı',
    trade: 'Takas edildi',
    to: 'alıcı {address}',
    from: 'gönderen {address}',
    unnamed: '-',
  },
}
