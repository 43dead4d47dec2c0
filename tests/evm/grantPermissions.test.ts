import { verifyMessage } from 'viem'
import { expect, it } from 'vitest'
import { grantPermissions } from '../../plugins/evm/actions/grantPermissions.js'
import type { EIP1193Provider } from '../../plugins/evm/types.js'
import { DEV_ACCOUNTS } from '../fixtures/anvil.js'
import { connectedTestWallet } from '../fixtures/connectedTestWallet.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()
const OWNER = DEV_ACCOUNTS[0] as `0x${string}`

const request = {
  chainId: 31337,
  expiry: 1_900_000_000,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x04ab' } },
  permissions: [
    { type: 'native-token-recurring-allowance', data: { allowance: '0x1', start: 1, period: 86400 } },
  ],
}

it('wallet_grantPermissions returns what the wallet granted, with a context the account signed', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls, { assets: { nativePrice: 2000 } })
  const granted = await grantPermissions(wallet.eip1193, request)
  const asked = {
    chainId: '0x7a69',
    address: OWNER,
    expiry: request.expiry,
    signer: request.signer,
    permissions: request.permissions,
  }
  expect(granted).toMatchObject({ ...asked, context: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
  expect(
    await verifyMessage({ address: OWNER, message: JSON.stringify(asked), signature: granted.context }),
  ).toBe(true)
})

it('a refused grant gives the user-rejected error; a wallet without ERC-7715 answers 4200', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls, { assets: { nativePrice: 2000 } })
  wallet.control.rejectNextRequest()
  await expect(grantPermissions(wallet.eip1193, request)).rejects.toMatchObject({
    name: 'UserRejectedRequestError',
    code: 4001,
  })
  const plain = connectedTestWallet(testbed.rpcUrls)
  await expect(grantPermissions(plain.eip1193, request)).rejects.toMatchObject({
    name: 'UnsupportedProviderMethodError',
    code: 4200,
  })
})

it('an answer without a hex context is refused: the permissions could not be used', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls, { assets: { nativePrice: 2000 } })
  const provider = {
    ...wallet.eip1193,
    request: async (args: { method: string; params?: unknown }) => {
      const answer = await wallet.eip1193.request(args as never)
      return args.method === 'wallet_grantPermissions'
        ? { ...(answer as object), context: undefined }
        : answer
    },
  } as unknown as EIP1193Provider
  await expect(grantPermissions(provider, request)).rejects.toThrow(/without a hex `context`/)
})
