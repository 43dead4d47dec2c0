import type { SessionTypes } from '@walletconnect/types'
import { expect, it, vi } from 'vitest'
import { sideNetwork } from '../../tests/support/sideNetwork.js'
import { BIP122_SIDE } from './bip122Side.js'
import { createSessionSideConnector } from './sessionSide.js'

const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const SIGNET = 'bip122:00000008819873e925422c1ff0f99f7c'
const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const NEXT_PAYMENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const ORDINAL = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
const network = sideNetwork
const session = {
  namespaces: { bip122: { accounts: [`${MAINNET}:${PAYMENT}`] } },
} as unknown as SessionTypes.Struct

it('bip122_addressesChanged moves the account in use to the payment address it names, ordinals after it; anything else moves nothing', async () => {
  const request = vi.fn(async () => 'ok')
  const side = createSessionSideConnector({
    ...BIP122_SIDE,
    name: 'WalletConnect',
    networks: [network(MAINNET)],
    session: async () => session,
    request,
  })
  await side.connector.connect({})
  expect(side.provider.address).toBe(PAYMENT)
  const event = (data: unknown, chainId = MAINNET, name = 'bip122_addressesChanged') => ({
    chainId,
    name,
    data,
  })
  expect(
    side.applyEvent(
      session,
      event([
        { address: ORDINAL, intention: 'ordinal' },
        { address: NEXT_PAYMENT, intention: 'payment', publicKey: '02ab' },
      ]),
    ),
  ).toEqual({
    chain: MAINNET,
    address: NEXT_PAYMENT,
    result: {
      accounts: [
        { address: NEXT_PAYMENT, type: 'payment' },
        { address: ORDINAL, type: 'ordinal' },
      ],
      chainId: MAINNET.slice('bip122:'.length),
    },
  })
  expect(side.provider.address).toBe(NEXT_PAYMENT)
  await side.provider.request({ method: 'signMessage', params: {} })
  expect(request).toHaveBeenLastCalledWith(MAINNET, 'signMessage', {})
  // Nothing moves: another event, an unconfigured chain, malformed data, no payment address, an invalid address.
  expect(side.applyEvent(session, event([{ address: PAYMENT }], MAINNET, 'accountsChanged'))).toBeUndefined()
  expect(side.applyEvent(session, event([{ address: PAYMENT }], SIGNET))).toBeUndefined()
  expect(side.applyEvent(session, event('not a list'))).toBeUndefined()
  expect(side.applyEvent(session, event([{ address: ORDINAL, intention: 'ordinal' }]))).toBeUndefined()
  expect(side.applyEvent(session, event([{ address: 'bc1q<script>' }]))).toBeUndefined()
  expect(side.provider.address).toBe(NEXT_PAYMENT)
  // An address without an intention is a payment one.
  expect(side.applyEvent(session, event([{ address: PAYMENT }]))?.result.accounts).toEqual([
    { address: PAYMENT, type: 'payment' },
  ])
  expect(side.provider.address).toBe(PAYMENT)
})
