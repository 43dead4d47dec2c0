import { createPublicClient, http, parseEther } from 'viem'
import { expect, it } from 'vitest'
import { estimateGas } from '../../plugins/evm/actions/estimateGas.js'
import { sendTransaction } from '../../plugins/evm/actions/sendTransaction.js'
import { DEV_ACCOUNTS } from '../fixtures/anvil.js'
import { connectedTestWallet } from '../fixtures/connectedTestWallet.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()

it('sends 0.01 ETH through eth_sendTransaction; it is mined on anvil', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls)
  const client = createPublicClient({ transport: http(testbed.rpcUrls[0]) })
  const to = DEV_ACCOUNTS[4] as `0x${string}`
  const before = await client.getBalance({ address: to })
  const hash = await sendTransaction(wallet.eip1193, { to, value: parseEther('0.01') })
  expect(wallet.control.requests()).toContain('eth_sendTransaction')
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.01'))
})

it('estimates the gas of a plain transfer as 21000', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls)
  expect(await estimateGas(wallet.eip1193, { to: DEV_ACCOUNTS[4] as `0x${string}`, value: 1n })).toBe(21_000n)
})
