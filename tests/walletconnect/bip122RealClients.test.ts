import { hex } from '@scure/base'
import { address as addressCodec, Psbt, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kernelOf } from '../../kernel/internal.js'
import type { CaipNetwork } from '../../kernel/store/types.js'
import { esploraClient } from '../../plugins/bitcoin/esplora.js'
import {
  bitcoinRegtest,
  getAccountAddresses,
  sendTransfer,
  signMessage,
  signPsbt,
  verifyMessage,
} from '../../plugins/bitcoin/index.js'
import { bitcoinjsNetworkOf } from '../../plugins/bitcoin/sdk/bitcoinNetworks.js'
import { ecdsaSigner } from '../../plugins/bitcoin/sdk/ecc.js'
import { BIP122_SIDE } from '../../plugins/walletconnect/bip122Side.js'
import { type LocalBitcoin, startLocalBitcoin } from '../../services/chain/bitcoin/startLocalBitcoin.js'
import { type WcBitcoinWallet, wcBitcoinWallet } from '../fixtures/nodeWcBitcoin.js'
import { mainnet } from '../support/kernelTesting.js'
import { walletConnectRealClients } from '../support/walletConnectRealClients.js'

// The dapp: the real @walletconnect/sign-client through the walletconnect plugin's connectors and the bitcoin
// plugin's helpers. The wallet: the real @reown/walletkit, signing with the local regtest chain's dev keys.
const clients = walletConnectRealClients('wc-bip122-test')
let btc: LocalBitcoin
let bitcoinSide: WcBitcoinWallet
let regtest: CaipNetwork

// A recipient outside the dev keys (a program no key has), on the local chain's rb1 prefix.
const RECIPIENT = addressCodec.toBech32(new Uint8Array(20).fill(9), 0, 'rb')
const keyOf = (type: 'payment' | 'ordinal') => btc.accounts.find((account) => account.type === type)

beforeAll(async () => {
  btc = await startLocalBitcoin({ host: '127.0.0.1', nodePort: 0, esploraPort: 0 })
  clients.onClose(() => btc.close())
  regtest = bitcoinRegtest({ esploraUrl: btc.esploraUrl }) as CaipNetwork
  bitcoinSide = wcBitcoinWallet({ chain: btc.caip2, keys: btc.accounts, esploraUrl: btc.esploraUrl })
  // A Bitcoin-only phone wallet: it approves the bip122 namespace and no eip155 one.
  await clients.start({ chains: [], bitcoin: bitcoinSide })
}, 60_000)
afterAll(() => clients.close())

/** The walletconnect plugin's eip155 connector (pairing) and its bip122 side over one session. */
const dapp = () => clients.dapp(BIP122_SIDE, [regtest])

describe('WalletConnect bip122 with the real sign-client and walletkit', () => {
  it('asks for bip122, connects payment and ordinal accounts, and answers the four requests signed on the local chain', async () => {
    const { made, side } = dapp()
    const eip155 = await made.connector.connect({})
    expect(eip155.accounts).toEqual([])
    // The proposal asked for bip122 with WalletConnect's Bitcoin methods and event, on the configured chain.
    expect(clients.wallet.proposals()[0]?.params.optionalNamespaces.bip122).toEqual({
      chains: [btc.caip2],
      methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
      events: ['bip122_addressesChanged'],
    })

    const payment = keyOf('payment')?.address ?? ''
    const ordinal = keyOf('ordinal')?.address ?? ''
    expect(await side.connector.connect({ caipNetwork: regtest })).toEqual({
      accounts: [
        { address: payment, type: 'payment' },
        { address: ordinal, type: 'ordinal' },
      ],
      chainId: regtest.id,
    })
    // What appKit.getProvider('bip122') gives when the bip122 connection is the session's.
    const provider = { getProvider: () => side.connector.getProvider() }

    expect(await getAccountAddresses(provider)).toEqual([
      expect.objectContaining({
        address: payment,
        purpose: 'payment',
        publicKey: expect.stringMatching(/^0[23]/),
      }),
      expect.objectContaining({ address: ordinal, purpose: 'ordinal' }),
    ])

    const message = 'sign in to walletdock over WalletConnect'
    const signed = await signMessage(provider, { message })
    expect(signed).toMatchObject({ address: payment, protocol: 'bip322' })
    expect(
      await verifyMessage({
        address: payment,
        message,
        signature: signed.signature,
        caipNetworkId: btc.caip2,
      }),
    ).toBe(true)
    expect(
      await verifyMessage({
        address: payment,
        message: 'another',
        signature: signed.signature,
        caipNetworkId: btc.caip2,
      }),
    ).toBe(false)

    // sendTransfer: the wallet builds, signs and broadcasts; the transaction lands on the chain.
    const esplora = esploraClient(btc.esploraUrl)
    const before = await esplora.balance(RECIPIENT)
    const txid = await sendTransfer(provider, { recipientAddress: RECIPIENT, amount: 25_000n })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await esplora.balance(RECIPIENT)).toBe(before + 25_000n)
    const status = await (await fetch(`${btc.esploraUrl}/tx/${txid}/status`)).json()
    expect(status.confirmed).toBe(true)

    // signPsbt: a PSBT the dapp built, signed by the wallet (not broadcast), then with broadcast.
    const network = bitcoinjsNetworkOf(btc.caip2)
    const [coin] = (await esplora.utxos(payment)).filter((utxo) => utxo.status.confirmed)
    if (!coin) throw new Error('no confirmed coin on the payment address')
    const unsigned = new Psbt({ network })
    unsigned.addInput({
      hash: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: addressCodec.toOutputScript(payment, network), value: BigInt(coin.value) },
    })
    unsigned.addOutput({ address: RECIPIENT, value: 10_000n })
    unsigned.addOutput({ address: payment, value: BigInt(coin.value) - 10_000n - 500n })
    const only = await signPsbt(provider, { psbt: unsigned.toBase64() })
    expect(only.txid).toBeUndefined()
    expect(Psbt.fromBase64(only.psbt, { network }).data.inputs[0]?.partialSig).toHaveLength(1)
    const sent = await signPsbt(provider, { psbt: unsigned.toBase64(), broadcast: true })
    expect(sent.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await esplora.balance(RECIPIENT)).toBe(before + 35_000n)

    // Every request carried the session's account, as WalletConnect's Bitcoin RPC asks.
    expect(bitcoinSide.requests.map((request) => request.method)).toEqual([
      'getAccountAddresses',
      'signMessage',
      'sendTransfer',
      'signPsbt',
      'signPsbt',
    ])
    expect(
      bitcoinSide.requests.every((request) => (request.params as { account: string }).account === payment),
    ).toBe(true)
    expect(bitcoinSide.requests[3]?.params).toMatchObject({
      signInputs: [{ address: payment, index: 0, sighashTypes: [1] }],
      broadcast: false,
    })
  }, 90_000)

  it("a network the wallet approved no account on is refused by the rule's message; a wallet refusal keeps its code", async () => {
    const { made, side } = dapp()
    await made.connector.connect({})
    await side.connector.connect({ caipNetwork: regtest })
    const mainnet = { ...regtest, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', name: 'Bitcoin' }
    await expect(side.connector.switchNetwork?.(mainnet as CaipNetwork)).rejects.toThrow(
      'Bitcoin needs a connector supporting a requested chain',
    )
    // The wallet holds no key for the recipient: it refuses with 4100, which reaches the app as the typed error.
    await expect(
      signMessage({ getProvider: () => side.connector.getProvider() }, { message: 'x', address: RECIPIENT }),
    ).rejects.toMatchObject({ code: 4100 })
  }, 60_000)

  it('the wallet sends bip122_addressesChanged through the session: the instance shows the new payment address, and the helpers sign with it', async () => {
    // WalletConnect's own connector is eip155's: an eip155 network is configured, which this wallet does not approve.
    const appKit = await clients.appKit(BIP122_SIDE, [mainnet, regtest])
    await kernelOf(appKit).connection.connect({ connectorId: 'walletConnect' })
    const payment = keyOf('payment')?.address ?? ''
    const ordinal = keyOf('ordinal')?.address ?? ''
    // A Bitcoin-only session: the bip122 connection is the one shown, its payment address first.
    expect(appKit.getAccount('bip122')).toMatchObject({
      isConnected: true,
      address: payment,
      caipAddress: `${btc.caip2}:${payment}`,
      allAccounts: [
        { address: payment, type: 'payment' },
        { address: ordinal, type: 'ordinal' },
      ],
    })

    // The user picks another payment account on the phone: a fresh key the wallet signs with from now on.
    const secret = crypto.getRandomValues(new Uint8Array(32))
    const next = payments.p2wpkh({
      pubkey: ecdsaSigner(secret).publicKey,
      network: bitcoinjsNetworkOf(btc.caip2),
    }).address
    if (!next) throw new Error('no address for the new key')
    const data = bitcoinSide.usePayment({
      type: 'payment',
      address: next,
      devOnlySecretKey: hex.encode(secret),
    })
    const topic = clients.wallet.sessions().at(-1)?.topic ?? ''
    await clients.wallet.emitSessionEvent(topic, btc.caip2, 'bip122_addressesChanged', data)

    await expect.poll(() => appKit.getAccount('bip122').address, { timeout: 15_000 }).toBe(next)
    expect(appKit.getAccount('bip122')).toMatchObject({
      isConnected: true,
      caipAddress: `${btc.caip2}:${next}`,
      allAccounts: [
        { address: next, type: 'payment' },
        { address: ordinal, type: 'ordinal' },
      ],
    })
    expect(appKit.getNetwork('bip122').caipNetworkId).toBe(btc.caip2)
    // The session's requests now carry the new account, and the wallet signs for it.
    const message = 'signed by the new payment account'
    const signed = await signMessage(appKit, { message })
    expect(signed.address).toBe(next)
    expect(
      await verifyMessage({ address: next, message, signature: signed.signature, caipNetworkId: btc.caip2 }),
    ).toBe(true)
    expect(bitcoinSide.requests.at(-1)?.params).toMatchObject({ account: next, address: next })
  }, 60_000)
})
