import type { SessionTypes } from '@walletconnect/types'
import { expect, it } from 'vitest'
import { sideNetwork } from '../../tests/support/sideNetwork.js'
import { WALLET_CONNECT_POLKADOT_CONNECTOR_ID } from './constants.js'
import { isSs58Address } from './polkadotSide.js'
import { sessionNamespacesOf } from './sessionNamespaces.js'
import { createSessionSideConnector } from './sessionSide.js'

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const WESTEND = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const ALICE = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const BOB = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
const network = (caipNetworkId: string, _namespace: string) => sideNetwork(caipNetworkId)
const polkadot = network(POLKADOT, 'polkadot')
const westend = network(WESTEND, 'polkadot')
const networks = [network('eip155:1', 'eip155'), polkadot, westend]
const session = (accounts: string[]) =>
  ({ namespaces: { polkadot: { accounts } } }) as unknown as SessionTypes.Struct

it("session namespaces: polkadot only when an adapter plugin (polkadot) serves it, with WalletConnect's two Polkadot methods", () => {
  expect(Object.keys(sessionNamespacesOf(networks))).toEqual(['eip155'])
  expect(sessionNamespacesOf(networks, ['polkadot']).polkadot).toEqual({
    chains: [POLKADOT, WESTEND],
    methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    events: ['accountsChanged', 'chainChanged'],
  })
})

it("the polkadot side connects the session's accounts on the asked network, sends requests on its chain and follows a session_update", async () => {
  let current = session([
    `${POLKADOT}:${ALICE}`,
    `${POLKADOT}:${BOB}`,
    `${WESTEND}:${BOB}`,
    `${POLKADOT}:0xnot-ss58`,
  ])
  const sent: unknown[] = []
  let disconnected = 0
  const side = createSessionSideConnector({
    namespace: 'polkadot',
    connectorId: WALLET_CONNECT_POLKADOT_CONNECTOR_ID,
    isAddress: isSs58Address,
    name: 'WalletConnect',
    networks,
    session: async () => current,
    request: async (chainId, method, params) => {
      sent.push({ chainId, method, params })
      return { signature: '0x00' }
    },
    onDisconnect: () => disconnected++,
  })
  const provider = side.connector.getProvider() as {
    request(args: { method: string; params: unknown }): unknown
  }
  await expect(provider.request({ method: 'polkadot_signMessage', params: {} })).rejects.toThrow(
    'Session not initialized',
  )
  expect(side.connector).toMatchObject({ id: 'walletConnect.polkadot', chain: 'polkadot', listed: false })
  expect(await side.connector.connect({ caipNetwork: westend })).toEqual({
    accounts: [{ address: BOB, type: 'eoa' }],
    chainId: 'e143f23803ac50e8f6f8e62695d1ce9e',
  })
  await provider.request({ method: 'polkadot_signMessage', params: { message: '0x01' } })
  expect(sent).toEqual([{ chainId: WESTEND, method: 'polkadot_signMessage', params: { message: '0x01' } }])
  await expect(
    side.connector.switchNetwork?.(network('polkadot:b0a8d493285c2df73290dfb7e61f870f', 'polkadot')),
  ).rejects.toThrow(/approved no account/)
  await side.connector.switchNetwork?.(polkadot)
  // The wallet dropped westend: the account in use (the first on polkadot) stays; then it dropped that account.
  current = session([`${POLKADOT}:${ALICE}`, `${POLKADOT}:${BOB}`])
  expect(side.follow(current)).toMatchObject({ chain: POLKADOT, address: ALICE })
  current = session([`${POLKADOT}:${BOB}`])
  expect(side.follow(current)).toEqual({
    chain: POLKADOT,
    address: BOB,
    result: { accounts: [{ address: BOB, type: 'eoa' }], chainId: '91b171bb158e2d3848fa23a9f1c25182' },
  })
  expect(side.follow(session([]))).toBeUndefined()
  expect(side.hasAccounts(session([`${POLKADOT}:0xnot-ss58`]))).toBe(false)
  await side.connector.disconnect()
  expect(disconnected).toBe(1)
})
