import { verifyTypedData } from 'viem'
import { expect, it } from 'vitest'
import { signTypedData } from '../../plugins/evm/actions/signTypedData.js'
import { DEV_ACCOUNTS } from '../fixtures/anvil.js'
import { connectedTestWallet } from '../fixtures/connectedTestWallet.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()

const typedData = {
  domain: { name: 'appkit', version: '1', chainId: 31337 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const

it('signs EIP-712 data with eth_signTypedData_v4; the signature verifies', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls)
  const signature = await signTypedData(wallet.eip1193, typedData)
  expect(wallet.control.requests()).toContain('eth_signTypedData_v4')
  const address = DEV_ACCOUNTS[0] as `0x${string}`
  expect(await verifyTypedData({ address, ...typedData, signature })).toBe(true)
})
