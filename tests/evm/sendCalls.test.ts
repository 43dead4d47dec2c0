import { createPublicClient, http, parseEther } from 'viem'
import { expect, it } from 'vitest'
import { getCallsStatus } from '../../plugins/evm/actions/getCallsStatus.js'
import { getCapabilities } from '../../plugins/evm/actions/getCapabilities.js'
import { sendCalls } from '../../plugins/evm/actions/sendCalls.js'
import { DEV_ACCOUNTS } from '../fixtures/anvil.js'
import { connectedTestWallet } from '../fixtures/connectedTestWallet.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()

it('with an EIP-5792 wallet: capabilities per chain, sendCalls mined on anvil, getCallsStatus success', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls, { eip5792: true })
  const capabilities = await getCapabilities(wallet.eip1193)
  expect(capabilities).toMatchObject({ 31337: { atomic: { status: 'unsupported' } } })

  const client = createPublicClient({ transport: http(testbed.rpcUrls[0]) })
  const [first, second] = [DEV_ACCOUNTS[3], DEV_ACCOUNTS[4]] as `0x${string}`[]
  const before = await client.getBalance({ address: first as `0x${string}` })
  const { id } = await sendCalls(wallet.eip1193, {
    chainId: 31337,
    calls: [
      { to: first as `0x${string}`, value: parseEther('1') },
      { to: second as `0x${string}`, value: parseEther('2') },
    ],
  })
  const status = await getCallsStatus(wallet.eip1193, { id })
  expect(status.status).toBe('success')
  expect(status.receipts).toHaveLength(2)
  expect(await client.getBalance({ address: first as `0x${string}` })).toBe(before + parseEther('1'))
})
