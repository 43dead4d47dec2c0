import '@polkadot/api-augment'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEV_POLKADOT_ACCOUNTS,
  LOCAL_POLKADOT_DEV_BALANCE,
  LOCAL_POLKADOT_GENESIS_HASH,
  LOCAL_POLKADOT_SS58_PREFIX,
} from '../../../plugins/polkadot/protocol/localPolkadotChain.js'
import { freePort } from '../freePort.js'
import { findPolkadotChainWorkspace } from './polkadotChainWorkspace.js'
import { type LocalPolkadotChainInstance, startLocalPolkadotChain } from './startLocalPolkadotChain.js'

const PLANCK = 10n ** 12n
const pairOf = (index: number): KeyringPair => {
  const account = DEV_POLKADOT_ACCOUNTS[index]
  if (!account) throw new Error(`no dev account ${index}`)
  return new Keyring({ type: account.type, ss58Format: LOCAL_POLKADOT_SS58_PREFIX }).addFromUri(
    account.devOnlyUri,
  )
}

describe('the local Polkadot chain: Chopsticks running the Rococo Asset Hub runtime offline', () => {
  let chain: LocalPolkadotChainInstance
  let api: ApiPromise
  let startMs = 0

  beforeAll(async () => {
    const workspace = findPolkadotChainWorkspace()
    if (!workspace)
      throw new Error(
        'the optional polkadot-chain workspace is not installed: run "npm install --prefix optional/polkadot-chain"',
      )
    await cryptoWaitReady()
    const startedAt = performance.now()
    chain = await startLocalPolkadotChain({ workspace, port: await freePort() })
    startMs = performance.now() - startedAt
    api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl), noInitWarn: true })
  }, 200_000)
  afterAll(async () => {
    await api?.disconnect()
    await chain?.stop()
  })

  const free = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt()

  it('reports the genesis, 12 decimals and funded dev accounts whose addresses the keys derive', async () => {
    console.info(`local Polkadot chain ready in ${Math.round(startMs)} ms`)
    expect(chain.genesisHash).toBe(LOCAL_POLKADOT_GENESIS_HASH)
    expect(chain.caip2).toBe(`polkadot:${'45'.repeat(16)}`)
    expect(api.registry.chainDecimals).toEqual([12])
    for (const [index, account] of DEV_POLKADOT_ACCOUNTS.entries()) {
      expect(pairOf(index).address).toBe(account.address)
      expect(await free(account.address)).toBe(LOCAL_POLKADOT_DEV_BALANCE)
    }
  })

  it('includes a signed balances.transferKeepAlive (sr25519 and ed25519 senders) and moves the balance', async () => {
    const [sr, , ed] = [pairOf(0), pairOf(1), pairOf(2)]
    const before = await free(ed.address)
    await api.tx.balances.transferKeepAlive(ed.address, 3n * PLANCK).signAndSend(sr)
    await expect.poll(() => free(ed.address), { timeout: 20_000 }).toBe(before + 3n * PLANCK)
    const receiver = pairOf(1).address
    const receiverBefore = await free(receiver)
    await api.tx.balances.transferKeepAlive(receiver, PLANCK).signAndSend(ed)
    await expect.poll(() => free(receiver), { timeout: 20_000 }).toBe(receiverBefore + PLANCK)
  }, 60_000)

  it('refuses a transfer whose signature is forged (signed by another key for the sender)', async () => {
    const sender = pairOf(1)
    const forger = new Keyring({ type: 'sr25519' }).addFromUri('//Forger')
    const before = await free(sender.address)
    const transfer = api.tx.balances.transferKeepAlive(pairOf(2).address, PLANCK)
    // An extension's signer that signs the payload with another key than the sender's.
    const signer: Signer = {
      async signPayload(payload) {
        const bytes = api.createType('ExtrinsicPayload', payload, { version: payload.version }).toU8a({
          method: true,
        })
        return { id: 1, signature: u8aToHex(forger.sign(bytes, { withType: true })) }
      },
    }
    await transfer.signAsync(sender.address, { signer })
    await expect(api.rpc.author.submitExtrinsic(transfer)).rejects.toThrow(/bad signature|BadProof|1010/i)
    expect(await free(sender.address)).toBe(before)
  }, 30_000)
})
