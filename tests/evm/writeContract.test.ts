import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { expect, it } from 'vitest'
import { writeContract } from '../../plugins/evm/actions/writeContract.js'
import { deployDevTokens } from '../../services/chain/deployDevTokens.js'
import { DEV_ACCOUNTS } from '../fixtures/anvil.js'
import { connectedTestWallet } from '../fixtures/connectedTestWallet.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()

it('calls an ERC-20 transfer through the wallet; the balance moves on anvil', async () => {
  const rpcUrl = testbed.rpcUrls[0] as string
  const [token] = await deployDevTokens({ rpcUrl, caip2: 'eip155:31337' })
  const address = token?.address as `0x${string}`
  const wallet = connectedTestWallet(testbed.rpcUrls)
  const to = DEV_ACCOUNTS[3] as `0x${string}`
  const client = createPublicClient({ transport: http(rpcUrl) })
  const before = await client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [to] })
  const hash = await writeContract(wallet.eip1193, {
    address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits('5', 6)],
  })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  const after = await client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [to] })
  expect(after - before).toBe(parseUnits('5', 6))
})
