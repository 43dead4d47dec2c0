import { TypeRegistry } from '@polkadot/types'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestProvider } from '../../kernel/connection/requestProvider.js'
import type { CaipNetwork } from '../../kernel/store/types.js'
import { polkadotLocal, sendTransfer, signMessage } from '../../plugins/polkadot/index.js'
import { DEV_POLKADOT_ACCOUNTS } from '../../plugins/polkadot/protocol/localPolkadotChain.js'
import { systemAccountKey } from '../../plugins/polkadot/ss58.js'
import type { SignerPayloadJSON } from '../../plugins/polkadot/types.js'
import { POLKADOT_SIDE } from '../../plugins/walletconnect/polkadotSide.js'
import { freePort } from '../../services/chain/freePort.js'
import { findPolkadotChainWorkspace } from '../../services/chain/polkadot/polkadotChainWorkspace.js'
import {
  type LocalPolkadotChainInstance,
  polkadotRpc,
  startLocalPolkadotChain,
} from '../../services/chain/polkadot/startLocalPolkadotChain.js'
import { type WcPolkadotWallet, wcPolkadotWallet } from '../fixtures/nodeWcPolkadot.js'
import { walletConnectRealClients } from '../support/walletConnectRealClients.js'

// The dapp: the real @walletconnect/sign-client through the walletconnect plugin's connectors and the polkadot
// plugin's helpers. The wallet: the real @reown/walletkit, signing with the local chain's dev keys (sr25519 and
// ed25519); the transfer lands on the local chain (Chopsticks running the Rococo Asset Hub runtime).
const clients = walletConnectRealClients('wc-polkadot-test')
let chain: LocalPolkadotChainInstance
let polkadotSide: WcPolkadotWallet
let local: CaipNetwork
const [sender, , recipient] = DEV_POLKADOT_ACCOUNTS

beforeAll(async () => {
  const workspace = findPolkadotChainWorkspace()
  if (!workspace)
    throw new Error(
      'the optional polkadot-chain workspace is not installed: run "npm install --prefix optional/polkadot-chain --ignore-scripts"',
    )
  await cryptoWaitReady()
  chain = await startLocalPolkadotChain({ workspace, port: await freePort() })
  clients.onClose(() => chain.stop())
  local = polkadotLocal({ rpcUrl: chain.rpcUrl }) as CaipNetwork
  // A Polkadot-only phone wallet: it approves the polkadot namespace (an sr25519 and an ed25519 account) and no eip155.
  polkadotSide = await wcPolkadotWallet({
    chain: chain.caip2,
    accounts: [sender, recipient].flatMap((a) => a ?? []),
  })
  await clients.start({ chains: [], polkadot: polkadotSide })
}, 240_000)
afterAll(() => clients.close())

/** The walletconnect plugin's eip155 connector (pairing) and its polkadot side over one session. */
function dapp() {
  const { made, side } = clients.dapp(POLKADOT_SIDE, [local])
  // What the helpers get from an AppKit instance whose polkadot connection is the session's.
  const instance = {
    getProvider: () => side.connector.getProvider(),
    getNetwork: () => ({ caipNetwork: local }),
  }
  return { made, side, instance }
}

/** The free balance the chain holds for `address` (System.Account through @polkadot/types). */
async function freeOf(address: string): Promise<bigint> {
  const stored = await polkadotRpc<string | null>(chain.rpcUrl, 'state_getStorage', [
    systemAccountKey(address),
  ])
  return stored ? new TypeRegistry().createType('AccountInfo', stored).data.free.toBigInt() : 0n
}

describe('WalletConnect polkadot with the real sign-client and walletkit', () => {
  it('asks for polkadot, connects the session accounts, signs a message (verified) and sends a transfer that lands', async () => {
    if (!sender || !recipient) throw new Error('no dev accounts')
    const { made, side, instance } = dapp()
    const eip155 = await made.connector.connect({})
    expect(eip155.accounts).toEqual([])
    // The proposal asked for polkadot with WalletConnect's Polkadot methods, on the configured chain.
    expect(clients.wallet.proposals()[0]?.params.optionalNamespaces.polkadot).toEqual({
      chains: [chain.caip2],
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(side.hasAccounts(made.provider.session)).toBe(true)
    expect(await side.connector.connect({ caipNetwork: local })).toEqual({
      accounts: [
        { address: sender.address, type: 'eoa' },
        { address: recipient.address, type: 'eoa' },
      ],
      chainId: local.id,
    })

    const message = 'sign in to walletdock over WalletConnect'
    const signature = await signMessage(instance, { message })
    const wrapped = u8aWrapBytes(new TextEncoder().encode(message))
    expect(signatureVerify(wrapped, signature, sender.address).isValid).toBe(true)
    expect(
      signatureVerify(u8aWrapBytes(new TextEncoder().encode('another')), signature, sender.address).isValid,
    ).toBe(false)
    expect(polkadotSide.asked[0]).toEqual({
      method: 'polkadot_signMessage',
      params: { address: sender.address, message: `0x${Buffer.from(message).toString('hex')}` },
      signature,
    })

    // sendTransfer: @polkadot/api builds transferKeepAlive, the wallet signs it over the session, the chain takes it.
    const before = await freeOf(recipient.address)
    const hash = await sendTransfer(instance, { to: recipient.address, amount: 2n * 10n ** 12n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => freeOf(recipient.address), { timeout: 30_000 }).toBe(before + 2n * 10n ** 12n)
    const asked = polkadotSide.asked.find((entry) => entry.method === 'polkadot_signTransaction')
    if (!asked) throw new Error('the wallet was not asked to sign the transfer')
    const { address, transactionPayload } = asked.params as {
      address: string
      transactionPayload: SignerPayloadJSON
    }
    expect(address).toBe(sender.address)
    expect(transactionPayload).toMatchObject({ address: sender.address, genesisHash: chain.genesisHash })
    // The signature the wallet answered verifies over the payload's bytes (with its key type's prefix byte).
    const registry = new TypeRegistry()
    registry.setSignedExtensions(transactionPayload.signedExtensions)
    const bytes = registry
      .createType('ExtrinsicPayload', transactionPayload, { version: transactionPayload.version })
      .toU8a({ method: true })
    expect(signatureVerify(bytes, asked.signature ?? '', sender.address).isValid).toBe(true)
  }, 120_000)

  it("a request for an account the wallet does not hold comes back as the wallet's error, and nothing is sent", async () => {
    if (!sender) throw new Error('no dev accounts')
    const { made, side } = dapp()
    await made.connector.connect({})
    await side.connector.connect({ caipNetwork: local })
    const provider = side.connector.getProvider() as RequestProvider
    await expect(
      provider.request({
        method: 'polkadot_signTransaction',
        params: {
          address: sender.address,
          transactionPayload: { address: DEV_POLKADOT_ACCOUNTS[1]?.address },
        },
      }),
    ).rejects.toThrow('the payload is not for this address')
  }, 60_000)
})
