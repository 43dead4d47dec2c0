import { TypeRegistry } from '@polkadot/types'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { expect, it } from 'vitest'
import { defineNetwork } from 'walletdock/networks'
import { loadLabels } from '../../kernel/i18n/translations.js'
import { createPolkadotExtensionFixture as createDevPolkadotExtension } from '../../tests/fixtures/polkadotExtension.js'
import { createPolkadotConnector } from './createPolkadotConnector.js'
import { polkadotLocal } from './networks.js'
import { DEV_POLKADOT_ACCOUNTS } from './protocol/localPolkadotChain.js'
import type { InjectedExtension, PolkadotProvider, SignerPayloadJSON } from './types.js'

const extension: InjectedExtension = {
  enable: async () => createDevPolkadotExtension(DEV_POLKADOT_ACCOUNTS),
}
const requests: string[] = []
async function connected(network = polkadotLocal()) {
  const connector = createPolkadotConnector({
    extension,
    id: 'polkadot:dev-wallet',
    name: 'Dev Wallet',
    appName: 'test',
    network: () => network,
    events: {
      accountsChanged: () => undefined,
      request: (method) => requests.push(method),
      sent: () => undefined,
    },
  })
  const result = await connector.connect({ caipNetwork: network } as Parameters<typeof connector.connect>[0])
  return { connector, result, provider: connector.getProvider() as PolkadotProvider }
}

it('connects the extension: sr25519 and ed25519 accounts in the network SS58 format (42 locally, 0 on Polkadot)', async () => {
  const { result } = await connected()
  expect(result.accounts.map((account) => account.address)).toEqual(
    DEV_POLKADOT_ACCOUNTS.map((a) => a.address),
  )
  // spec section 6: a polkadot account is an eoa.
  expect(result.accounts.map((account) => account.type)).toEqual(DEV_POLKADOT_ACCOUNTS.map(() => 'eoa'))
  const polkadotMainnet = defineNetwork({ ...polkadotLocal(), id: '91b171bb158e2d3848fa23a9f1c25182' })
  const { result: onPolkadot } = await connected(polkadotMainnet)
  expect(onPolkadot.accounts[0]?.address).toMatch(/^1/)
  expect(onPolkadot.accounts[0]?.address).not.toBe(DEV_POLKADOT_ACCOUNTS[0]?.address)
})

it('signRaw: the signature verifies with signatureVerify over the <Bytes>-wrapped message, and not over another', async () => {
  const { provider } = await connected()
  const data = u8aToHex(new TextEncoder().encode('Sign in to walletdock'))
  const { signature } = await provider.signRaw({ address: provider.address, data, type: 'bytes' })
  expect(signatureVerify(u8aWrapBytes(data), signature, provider.address).isValid).toBe(true)
  expect(signatureVerify(u8aWrapBytes('0x00'), signature, provider.address).isValid).toBe(false)
  expect(requests).toContain('polkadot_signMessage')
})

it('signPayload: the signature verifies over the extrinsic payload bytes, for the sr25519 and the ed25519 account', async () => {
  const { provider } = await connected()
  for (const account of [DEV_POLKADOT_ACCOUNTS[0], DEV_POLKADOT_ACCOUNTS[2]]) {
    const payload: SignerPayloadJSON = {
      address: account?.address ?? '',
      blockHash: `0x${'45'.repeat(32)}`,
      blockNumber: '0x00000001',
      era: '0x00',
      genesisHash: `0x${'45'.repeat(32)}`,
      method: '0x0a0300d279a3af8cc9fafb5953287407e19baf06ddacdbf6151ba11bf8aceb0cfa81210b00a0724e1809',
      nonce: '0x00000000',
      specVersion: '0x000f4240',
      tip: '0x00000000000000000000000000000000',
      transactionVersion: '0x0000000f',
      signedExtensions: [
        'CheckSpecVersion',
        'CheckTxVersion',
        'CheckGenesis',
        'CheckMortality',
        'CheckNonce',
      ],
      version: 4,
    }
    const { signature } = await provider.signPayload(payload)
    const registry = new TypeRegistry()
    registry.setSignedExtensions(payload.signedExtensions)
    const bytes = registry.createType('ExtrinsicPayload', payload, { version: 4 }).toU8a({ method: true })
    const verified = signatureVerify(bytes, signature, payload.address)
    expect(verified.isValid).toBe(true)
    expect(verified.crypto).toBe(account?.type)
  }
  expect(requests).toContain('polkadot_signTransaction')
})

/** An extension that gives the site no account, as "Empty", in `locale` (the instance's) when given. */
const emptyIn = (locale?: string) =>
  createPolkadotConnector({
    extension: { enable: async () => ({ accounts: { get: async () => [] }, signer: {} }) },
    id: 'polkadot:empty',
    name: 'Empty',
    appName: 'test',
    network: () => polkadotLocal(),
    events: { accountsChanged: () => undefined, request: () => undefined, sent: () => undefined },
    ...(locale ? { locale } : {}),
  })

it('refuses to sign before connecting, and an extension without accounts', async () => {
  const empty = emptyIn()
  const provider = empty.getProvider() as PolkadotProvider
  await expect(provider.signRaw({ address: 'x', data: '0x00', type: 'bytes' })).rejects.toThrow(
    /gave this site no/,
  )
  await expect(empty.connect({} as Parameters<typeof empty.connect>[0])).rejects.toThrow(
    /no sr25519 or ed25519/,
  )
})

it("the plugin's error texts are in the instance's language once the modal loaded it (German), English before and without", async () => {
  const connectError = (connector: ReturnType<typeof emptyIn>) =>
    connector.connect({} as Parameters<typeof connector.connect>[0]).catch((error: Error) => error)
  // Before the German chunk loads: English (the modal loads the language's labels when it renders).
  expect(await connectError(emptyIn('de'))).toMatchObject({
    shortMessage: expect.stringMatching(/^Empty gave/),
  })
  await loadLabels('de')
  expect(await connectError(emptyIn('de-AT'))).toMatchObject({
    name: 'PolkadotNoAccountError',
    shortMessage:
      'Empty hat dieser Seite kein sr25519- oder ed25519-Konto gegeben: füge eines in der Erweiterung hinzu oder erlaube es, dann verbinde erneut',
  })
  await expect(
    (emptyIn('de').getProvider() as PolkadotProvider).signRaw({ address: 'x', data: '0x00', type: 'bytes' }),
  ).rejects.toThrow(/^Empty hat dieser Seite/)
  expect(await connectError(emptyIn())).toMatchObject({ shortMessage: expect.stringMatching(/^Empty gave/) })
})
