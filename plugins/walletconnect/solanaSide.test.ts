import type { SessionTypes } from '@walletconnect/types'
import { expect, it } from 'vitest'
import { sideNetwork } from '../../tests/support/sideNetwork.js'
import { createSessionSideConnector } from './sessionSide.js'
import { SOLANA_SIDE } from './solanaSide.js'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const FIRST = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const SECOND = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const THIRD = 'So11111111111111111111111111111111111111112'

const network = sideNetwork

/** A session as the sign-client stores it, with these solana accounts (CAIP-10). */
const sessionWith = (...accounts: string[]) =>
  ({
    topic: 't',
    namespaces: { solana: { accounts, methods: [], events: [] } },
  }) as unknown as SessionTypes.Struct

/** What the side gives back after a move: the account in use and the connection's addresses on its chain. */
const move = (chain: string, address: string, addresses: string[]) => ({
  chain,
  address,
  result: {
    accounts: addresses.map((entry) => ({ address: entry, type: 'eoa' })),
    chainId: chain.slice('solana:'.length),
  },
})

function solanaSide(initial: SessionTypes.Struct) {
  return createSessionSideConnector({
    ...SOLANA_SIDE,
    name: 'WalletConnect',
    networks: [network(MAINNET), network(DEVNET)],
    session: async () => initial,
    request: async () => undefined,
  })
}

it("a session_update moves the solana account: the new address on the same chain, else the first approved chain's, none when the session holds no solana account", async () => {
  const side = solanaSide(sessionWith(`${DEVNET}:${FIRST}`, `${MAINNET}:${FIRST}`))
  await side.connector.connect({ caipNetwork: network(MAINNET) })
  const provider = side.connector.getProvider() as { address: string; chain: string }
  expect([provider.chain, provider.address]).toEqual([MAINNET, FIRST])

  expect(
    side.follow(sessionWith(`${DEVNET}:${SECOND}`, `${MAINNET}:${SECOND}`, `${MAINNET}:${THIRD}`)),
  ).toEqual(move(MAINNET, SECOND, [SECOND, THIRD]))
  expect(provider.address).toBe(SECOND)
  // The wallet dropped the chain in use: the first approved chain's account takes over.
  expect(side.follow(sessionWith(`${DEVNET}:${FIRST}`))).toEqual(move(DEVNET, FIRST, [FIRST]))
  // Malformed or unconfigured accounts count as none.
  expect(side.follow(sessionWith(`${DEVNET}:not-base58!`, `solana:unknownchain:${FIRST}`))).toBeUndefined()
  expect(provider.address).toBe('')
})

it('disconnecting the solana side tells the plugin, which ends a session that connected only solana', async () => {
  let told = 0
  const side = createSessionSideConnector({
    ...SOLANA_SIDE,
    name: 'WalletConnect',
    networks: [network(MAINNET)],
    session: async () => sessionWith(`${MAINNET}:${FIRST}`),
    request: async () => undefined,
    onDisconnect: () => {
      told++
    },
  })
  await side.connector.connect({})
  await side.connector.disconnect()
  expect(told).toBe(1)
})

it("a session_event on a solana chain moves the solana account: accountsChanged gives the new address and the accounts list, chainChanged the network with the session's account there", async () => {
  const session = sessionWith(`${MAINNET}:${FIRST}`, `${DEVNET}:${SECOND}`)
  const side = solanaSide(session)
  await side.connector.connect({ caipNetwork: network(MAINNET) })
  const provider = side.connector.getProvider() as { address: string; chain: string }

  // Plain and CAIP-10 addresses alike; malformed ones dropped.
  expect(
    side.applyEvent(session, {
      chainId: MAINNET,
      name: 'accountsChanged',
      data: [`${MAINNET}:${SECOND}`, 'not-base58!', FIRST],
    }),
  ).toEqual(move(MAINNET, SECOND, [SECOND, FIRST]))
  expect([provider.chain, provider.address]).toEqual([MAINNET, SECOND])

  expect(side.applyEvent(session, { chainId: MAINNET, name: 'chainChanged', data: DEVNET })).toEqual(
    move(DEVNET, SECOND, [SECOND]),
  )
  // The chain's reference alone names it too.
  expect(
    side.applyEvent(session, {
      chainId: DEVNET,
      name: 'chainChanged',
      data: MAINNET.slice('solana:'.length),
    }),
  ).toEqual(move(MAINNET, FIRST, [FIRST]))

  // Nothing moves for an unconfigured chain, no valid address, or another event.
  expect(
    side.applyEvent(session, { chainId: 'solana:elsewhere', name: 'accountsChanged', data: [SECOND] }),
  ).toBeUndefined()
  expect(
    side.applyEvent(session, { chainId: MAINNET, name: 'accountsChanged', data: ['bad!'] }),
  ).toBeUndefined()
  expect(
    side.applyEvent(session, { chainId: MAINNET, name: 'chainChanged', data: 'solana:elsewhere' }),
  ).toBeUndefined()
  expect(side.applyEvent(session, { chainId: MAINNET, name: 'somethingElse', data: [] })).toBeUndefined()
  expect([provider.chain, provider.address]).toEqual([MAINNET, FIRST])
})
