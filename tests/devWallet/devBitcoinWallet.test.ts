import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifyBip322 } from '../../plugins/bitcoin/sdk/bip322.js'
import { bitcoinjsNetworkOf } from '../../plugins/bitcoin/sdk/bitcoinNetworks.js'
import { devBitcoinMethods } from '../../plugins/dev-wallet/devBitcoinMethods.js'
import { devBitcoinAccounts } from '../../services/chain/bitcoin/devBitcoinAccounts.js'

// The dev wallet's BIP-322 signer (plugins/dev-wallet) and the plugin's verifier (plugins/bitcoin) are written
// apart; each checks the other here, with the dev keys the local chain funds.
const regtest = bitcoinjsNetworkOf('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')

describe("the dev wallet's Bitcoin side", () => {
  it('connects with the payment and ordinal dev keys and signs BIP-322 messages the plugin verifies', async () => {
    const accounts = devBitcoinAccounts()
    const methods = devBitcoinMethods(accounts, [
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      'bitcoin:regtest',
    ])
    const { accounts: connected } = await methods.connect()
    expect(connected.map((account) => [account.purpose, account.address])).toEqual(
      accounts.map((account) => [account.type === 'ordinal' ? 'ordinals' : 'payment', account.address]),
    )
    for (const account of accounts) {
      const [signed] = await methods.signMessage({
        account: { address: account.address },
        message: new TextEncoder().encode('sign in to walletdock'),
      })
      const signature = base64.encode(signed?.signature ?? new Uint8Array())
      expect(verifyBip322(account.address, 'sign in to walletdock', signature, regtest)).toBe(true)
      expect(verifyBip322(account.address, 'sign in to walletdock.', signature, regtest)).toBe(false)
    }
    await expect(
      methods.signMessage({ account: { address: 'rb1qnotmine' }, message: new Uint8Array() }),
    ).rejects.toThrow(/no key/)
  })
})
