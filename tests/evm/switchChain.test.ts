import { describe, expect, it } from 'vitest'
import { switchChain } from '../../plugins/evm/switchChain.js'
import type { EIP1193Provider } from '../../plugins/evm/types.js'
import { DEV_DEPLOYER_KEY } from '../fixtures/anvil.js'
import { localNetworks } from '../fixtures/evmNetworks.js'
import { createTestWallet } from '../fixtures/testWallet/index.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()

function walletOn(chains: number) {
  const { chains: running } = testbed
  const wallet = createTestWallet({
    privateKeys: [DEV_DEPLOYER_KEY],
    chains: running.slice(0, chains).map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    authorized: true,
  })
  return { ...wallet, provider: wallet.provider as unknown as EIP1193Provider }
}

describe('switchChain', () => {
  it('switches a wallet that knows the chain with wallet_switchEthereumChain', async () => {
    const { provider, control } = walletOn(2)
    const [, second] = localNetworks(testbed.rpcUrls)
    await switchChain({ provider, network: second as never })
    expect(control.chainId()).toBe(31338)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(control.requests()).not.toContain('wallet_addEthereumChain')
  })

  it('on 4902 adds the chain from the network (rpc, explorer, currency) and then switches', async () => {
    const { provider, control } = walletOn(1)
    const [, second] = localNetworks(testbed.rpcUrls)
    await switchChain({ provider, network: second as never })
    expect(control.requests()).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(control.chainId()).toBe(31338)
    // The wallet now forwards reads to the added chain's RPC (anvil answers net_version itself).
    expect(await provider.request({ method: 'net_version' } as never)).toBe('31338')
  })

  it('a rejected switch gives the user-rejected error', async () => {
    const { provider, control } = walletOn(2)
    const [, second] = localNetworks(testbed.rpcUrls)
    control.rejectNextRequest()
    await expect(switchChain({ provider, network: second as never })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
    })
    expect(control.chainId()).toBe(31337)
  })

  it('a network outside eip155 is refused before the wallet is asked: Chain is not supported', async () => {
    const { provider, control } = walletOn(2)
    const [first] = localNetworks(testbed.rpcUrls)
    const solana = {
      ...first,
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }
    await expect(switchChain({ provider, network: solana as never })).rejects.toMatchObject({
      name: 'ChainNotSupportedError',
      shortMessage: 'Chain is not supported',
    })
    expect(control.requests()).toEqual([])
  })
})
