import { expect, it, vi } from 'vitest'
import type { CaipNetwork } from '../store/types.js'
import { createServiceRegistry } from './serviceKeys.js'
import { type TransferBuilder, transferAccessOf } from './transfers.js'

const network = { caipNetworkId: 'eip155:1' } as CaipNetwork
const request = {
  caipNetwork: network,
  from: '0xa',
  to: '0xb',
  token: { symbol: 'ETH', decimals: 18 },
  amount: 1n,
}

function access(providers: Record<string, unknown>) {
  const disposed: (() => void)[] = []
  const services = createServiceRegistry()
  const transfers = transferAccessOf({
    services,
    providerOf: (namespace) => providers[namespace],
    track: (dispose) => {
      disposed.push(dispose)
      return dispose
    },
  })
  return { transfers, disposed, services }
}

it('a namespace plugin provides its builder; a feature sends through it with the connected wallet', async () => {
  const builder: TransferBuilder = {
    namespace: 'eip155',
    isAddress: (address) => address.startsWith('0x'),
    estimateFee: vi.fn(async () => 21n),
    send: vi.fn(async () => '0xhash'),
    transactionUrl: (_network, id) => `https://explorer.test/tx/${id}`,
  }
  const wallet = { request: vi.fn() }
  const { transfers, disposed } = access({ eip155: wallet })
  expect(transfers.of('eip155')).toBeUndefined()
  const remove = transfers.provide(builder)
  expect(disposed).toHaveLength(1)
  const eip155 = transfers.of('eip155')
  expect(eip155?.isAddress('0x1')).toBe(true)
  expect(await eip155?.send(request)).toBe('0xhash')
  expect(builder.send).toHaveBeenCalledWith({ ...request, provider: wallet })
  expect(await eip155?.estimateFee(request)).toBe(21n)
  // No waitForConfirmation: it resolves at once.
  await expect(eip155?.waitForConfirmation(request, '0xhash')).resolves.toBeUndefined()
  expect(transfers.of('solana')).toBeUndefined()
  // A second builder for one namespace is refused; removing the first frees the place.
  expect(() => transfers.provide(builder)).toThrow('is already provided')
  remove()
  expect(transfers.of('eip155')).toBeUndefined()
})

it('without a connected wallet a send asks to connect first; the receiver resolver is one plugin’s', async () => {
  const { transfers } = access({})
  transfers.provide({
    namespace: 'solana',
    isAddress: () => true,
    estimateFee: async () => 5000n,
    send: async () => 'sig',
    transactionUrl: () => undefined,
  })
  await expect(transfers.of('solana')?.send(request)).rejects.toThrow(
    'Please call connect() before request()',
  )
  expect(transfers.receiverResolver()).toBeUndefined()
  const resolver = { resolve: async () => ({ address: '0xb', name: 'bob.reown.id' }) }
  transfers.provideReceiverResolver(resolver)
  expect(await transfers.receiverResolver()?.resolve('bob.reown.id', 'eip155')).toEqual({
    address: '0xb',
    name: 'bob.reown.id',
  })
})
