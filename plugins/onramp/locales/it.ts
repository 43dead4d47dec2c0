import type { PluginTranslation } from 'walletdock/plugin'

/** Italian strings of the On-ramp plugin: labels.ts keys and messages.ts keys. */
export const translation: PluginTranslation = {
  labels: {
    action: 'Acquista crypto',
    title: 'Acquista crypto',
  },
  messages: {
    youBuy: 'Acquisti {symbol} su {network}',
    amount: 'Importo',
    currency: 'Valuta',
    method: 'Metodo di pagamento',
    card: 'Carta',
    ach_bank_account: 'Conto bancario',
    limits: '{method}: da {min} a {max} {currency}',
    providers: 'Fornitori',
    quoting: 'Recupero dei preventivi…',
    youGet: 'Ricevi {amount} {symbol}',
    fees: 'Commissioni {fees} {currency} · totale {total} {currency}',
    sample: 'Dati di esempio: impossibile caricare le opzioni di acquisto',
    mocked:
      'Preventivo simulato: il servizio dei preventivi non ha risposto; il fornitore stabilisce il prezzo dell’ordine',
    enterAmount: 'Inserisci un importo per vedere i preventivi',
    pending: 'Completa l’acquisto nella finestra di {provider}',
    declined: 'Il fornitore ha rifiutato il pagamento: {reason}. Riprova nella sua finestra.',
    failed: 'Il fornitore segnala un pagamento non riuscito. Riprova nella sua finestra.',
    arriving: 'Pagato. In attesa dell’arrivo di {amount} {symbol}…',
    arrived: '{amount} {symbol} arrivati',
    newBalance: 'Nuovo saldo: {balance} {symbol}',
    cancel: 'Annulla',
    done: 'Fatto',
    buyMore: 'Acquista altro',
  },
}
