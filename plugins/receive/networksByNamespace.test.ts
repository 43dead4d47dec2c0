import { expect, it } from 'vitest'
import { namespaceName, networksByNamespace } from './networksByNamespace.js'

const networks = [
  { caipNetworkId: 'eip155:1', chainNamespace: 'eip155' },
  { caipNetworkId: 'solana:devnet', chainNamespace: 'solana' },
  { caipNetworkId: 'eip155:10', chainNamespace: 'eip155' },
  { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', chainNamespace: 'bip122' },
]

it('groups the configured networks by the connected namespaces, the active one first', () => {
  expect(
    networksByNamespace(networks, ['solana', 'eip155']).map((group) => [
      group.namespace,
      group.networks.map((network) => network.caipNetworkId),
    ]),
  ).toEqual([
    ['solana', ['solana:devnet']],
    ['eip155', ['eip155:1', 'eip155:10']],
  ])
})

it('leaves out a namespace with no configured network and lists each namespace once', () => {
  expect(networksByNamespace(networks, ['polkadot', 'eip155', 'eip155']).map((g) => g.namespace)).toEqual([
    'eip155',
  ])
  expect(namespaceName('eip155')).toBe('EVM')
  expect(namespaceName('cosmos')).toBe('cosmos')
})
