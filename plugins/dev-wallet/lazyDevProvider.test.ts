import { expect, it } from 'vitest'
import { defineNetwork } from '../../kernel/networks/defineNetwork.js'
import { lazyDevProvider } from './lazyDevProvider.js'

const local = (id: number) =>
  defineNetwork({
    id,
    chainNamespace: 'eip155',
    name: `Local chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:${id}`] } },
    testnet: true,
  })

it('a listener given before the first request hears the wallet switch the chain; one taken off before does not', async () => {
  const provider = lazyDevProvider([local(31337), local(31338)])
  const heard: unknown[] = []
  const removed: unknown[] = []
  const kept = (chainId: unknown) => heard.push(chainId)
  const dropped = (chainId: unknown) => removed.push(chainId)
  provider.on('chainChanged', kept)
  provider.on('chainChanged', dropped)
  provider.removeListener('chainChanged', dropped)
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
  expect(heard).toEqual(['0x7a6a'])
  expect(removed).toEqual([])
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  // Once the code is in, taking a listener off works the same.
  provider.removeListener('chainChanged', kept)
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
  expect(heard).toEqual(['0x7a6a'])
})

it('listeners given before and after the code loads hear each switch once, in the order they were given', async () => {
  const provider = lazyDevProvider([local(31337), local(31338)])
  const heard: string[] = []
  provider.on('chainChanged', (chainId) => heard.push(`first ${chainId}`))
  provider.on('chainChanged', (chainId) => heard.push(`second ${chainId}`))
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  provider.on('chainChanged', (chainId) => heard.push(`third ${chainId}`))
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
  expect(heard).toEqual([
    'first 0x7a6a',
    'second 0x7a6a',
    'third 0x7a6a',
    'first 0x7a69',
    'second 0x7a69',
    'third 0x7a69',
  ])
})
