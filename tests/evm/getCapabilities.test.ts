import { expect, it } from 'vitest'
import { getCallsStatus } from '../../plugins/evm/actions/getCallsStatus.js'
import { getCapabilities } from '../../plugins/evm/actions/getCapabilities.js'
import { sendCalls } from '../../plugins/evm/actions/sendCalls.js'
import { connectedTestWallet } from '../fixtures/connectedTestWallet.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()

it('a wallet without EIP-5792 answers 4200, mapped to UnsupportedProviderMethodError', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls)
  const unsupported = { name: 'UnsupportedProviderMethodError', code: 4200 }
  await expect(getCapabilities(wallet.eip1193)).rejects.toMatchObject(unsupported)
  await expect(
    sendCalls(wallet.eip1193, {
      chainId: 31337,
      calls: [{ to: '0x0000000000000000000000000000000000000001' }],
    }),
  ).rejects.toMatchObject(unsupported)
  await expect(getCallsStatus(wallet.eip1193, { id: '0x01' })).rejects.toMatchObject(unsupported)
  expect(wallet.control.requests()).toEqual(
    expect.arrayContaining(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus']),
  )
})
