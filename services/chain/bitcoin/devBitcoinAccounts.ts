import { DEV_MNEMONIC } from '../devAccounts.js'
import { loadBcoin } from './loadBcoin.js'

/** The local chain's network name in bcoin: its bech32 prefix is `rb` (Bitcoin Core's regtest uses `bcrt`). */
export const BCOIN_NETWORK = 'regtest'

export type DevBitcoinAccount = {
  type: 'payment' | 'ordinal'
  /** BIP-84 (native segwit, P2WPKH) path of the dev mnemonic; coin type 1 on test networks. */
  path: string
  address: string
  /** Dev-only key (hex), derived from anvil's public mnemonic: anyone can sign for it. */
  devOnlySecretKey: string
}

/**
 * The dev keys on the local chain: payment at address index 0 and ordinal at index 1 (spec section 9) of the first
 * BIP-84 account. Both are P2WPKH: the local chain has no Taproot, so the ordinal account is not a P2TR address here.
 */
export function devBitcoinAccounts(): DevBitcoinAccount[] {
  const bcoin = loadBcoin()
  const root = bcoin.hd.fromMnemonic(bcoin.hd.Mnemonic.fromPhrase(DEV_MNEMONIC))
  return (['payment', 'ordinal'] as const).map((type, index) => {
    const path = `m/84'/1'/0'/0/${index}`
    const { privateKey } = root.derivePath(path)
    const ring = bcoin.KeyRing.fromPrivate(privateKey, true)
    ring.witness = true
    return {
      type,
      path,
      address: ring.getAddress().toString(BCOIN_NETWORK),
      devOnlySecretKey: privateKey.toString('hex'),
    }
  })
}
