import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { readNativeBalance } from '../../plugins/evm/readNativeBalance.js'
import { DEV_ACCOUNTS } from '../fixtures/anvil.js'
import { localNetworks } from '../fixtures/evmNetworks.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()

async function setBalance(rpcUrl: string, address: string, wei: bigint) {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
  })
}

describe('readNativeBalance', () => {
  it('reads eth_getBalance on the network RPC URL, truncated to 3 decimals with the symbol', async () => {
    const [network] = localNetworks(testbed.rpcUrls)
    const address = DEV_ACCOUNTS[2] as string
    await setBalance(testbed.rpcUrls[0] as string, address, parseEther('1.23456789'))
    const balance = await readNativeBalance({ network: network as never, address })
    expect(balance).toEqual({ value: parseEther('1.23456789'), balance: '1.234', symbol: 'ETH' })
  })

  it('reads each network from its own RPC URL', async () => {
    const [first, second] = localNetworks(testbed.rpcUrls)
    const address = DEV_ACCOUNTS[3] as string
    await setBalance(testbed.rpcUrls[1] as string, address, parseEther('7'))
    expect((await readNativeBalance({ network: first as never, address })).balance).toBe('10000')
    expect((await readNativeBalance({ network: second as never, address })).balance).toBe('7')
  })
})
