import { verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { signMessage } from '../../plugins/evm/actions/signMessage.js'
import { DEV_ACCOUNTS } from '../fixtures/anvil.js'
import { connectedTestWallet } from '../fixtures/connectedTestWallet.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()

it('signs with personal_sign; the signature verifies with viem verifyMessage', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls)
  const signature = await signMessage(wallet.eip1193, { message: 'Sign in to appkit' })
  expect(wallet.control.requests()).toContain('personal_sign')
  const address = DEV_ACCOUNTS[0] as `0x${string}`
  expect(await verifyMessage({ address, message: 'Sign in to appkit', signature })).toBe(true)
})

it('a rejected signature gives the user-rejected error', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls)
  wallet.control.rejectNextRequest()
  await expect(signMessage(wallet.eip1193, { message: 'no' })).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
    code: 4001,
  })
})

it('without a connected eip155 account it says to call connect() before request()', async () => {
  await expect(signMessage({ getProvider: () => undefined }, { message: 'x' })).rejects.toMatchObject({
    name: 'ConnectBeforeRequestError',
    shortMessage: 'Please call connect() before request()',
  })
})
