import { parseEther } from 'viem'
import { expect, it } from 'vitest'
import { getAssets } from '../../plugins/evm/actions/getAssets.js'
import type { EIP1193Provider } from '../../plugins/evm/types.js'
import { DEV_ACCOUNTS } from '../fixtures/anvil.js'
import { connectedTestWallet } from '../fixtures/connectedTestWallet.js'
import { withTestChains } from '../fixtures/withTestChains.js'

const testbed = withTestChains()
const OWNER = DEV_ACCOUNTS[0] as string

async function setBalance(rpcUrl: string, wei: bigint) {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [OWNER, `0x${wei.toString(16)}`],
    }),
  })
}

/** The test wallet, its wallet_getAssets answer passed through `change` (a wallet sending bad data). */
function walletAnswering(change: (answer: Record<string, unknown[]>) => unknown): EIP1193Provider {
  const wallet = connectedTestWallet(testbed.rpcUrls, { assets: { nativePrice: 2000 } })
  return {
    ...wallet.eip1193,
    request: async (args: { method: string; params?: unknown }) => {
      const answer = await wallet.eip1193.request(args as never)
      return args.method === 'wallet_getAssets' ? change(answer as Record<string, unknown[]>) : answer
    },
  } as unknown as EIP1193Provider
}

it('wallet_getAssets gives each chain native balance from the chain, with its amount and USD value (20 places, round half up)', async () => {
  await setBalance(testbed.rpcUrls[0] as string, parseEther('1.5'))
  await setBalance(testbed.rpcUrls[1] as string, parseEther('0.000000000000000001'))
  const wallet = connectedTestWallet(testbed.rpcUrls, { assets: { nativePrice: 1999.99 } })
  const assets = await getAssets(wallet.eip1193)
  expect(Object.keys(assets).sort()).toEqual(['0x7a69', '0x7a6a'])
  expect(assets['0x7a69']).toEqual([
    {
      address: 'native',
      balance: `0x${parseEther('1.5').toString(16)}`,
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: '', price: 1999.99 },
      quantity: '1.5',
      value: '2999.985',
    },
  ])
  // One wei: 1e-18 × 1999.99 needs 20 places exactly.
  expect(assets['0x7a6a']?.[0]).toMatchObject({
    quantity: '0.000000000000000001',
    value: '0.00000000000000199999',
  })
})

it('chainFilter asks for the listed chains only, in hex, with the connected account', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls, { assets: { nativePrice: 2000 } })
  const seen: unknown[] = []
  const provider = {
    ...wallet.eip1193,
    request: (args: { method: string; params?: unknown }) => {
      if (args.method === 'wallet_getAssets') seen.push(args.params)
      return wallet.eip1193.request(args as never)
    },
  } as unknown as EIP1193Provider
  const assets = await getAssets(provider, { chainFilter: [31338] })
  expect(Object.keys(assets)).toEqual(['0x7a6a'])
  expect(seen).toEqual([[{ account: OWNER, chainFilter: ['0x7a6a'] }]])
})

it('an asset without a numeric price, a type other than ERC20 or NATIVE, or a missing metadata string is refused', async () => {
  const strip = (edit: (asset: Record<string, unknown>) => void) =>
    walletAnswering((answer) => {
      for (const list of Object.values(answer))
        for (const asset of list) edit(asset as Record<string, unknown>)
      return answer
    })
  const invalid = {
    name: 'InvalidAssetsResponseError',
    shortMessage: 'The wallet sent an invalid wallet_getAssets response',
  }
  await expect(
    getAssets(strip((asset) => Object.assign(asset.metadata as object, { price: '2000' }))),
  ).rejects.toMatchObject({
    ...invalid,
    metaMessages: [expect.stringMatching(/metadata\.price/), expect.any(String)],
  })
  await expect(getAssets(strip((asset) => Object.assign(asset, { type: 'ERC721' })))).rejects.toMatchObject(
    invalid,
  )
  await expect(
    getAssets(strip((asset) => delete (asset.metadata as Record<string, unknown>).iconUrl)),
  ).rejects.toMatchObject(invalid)
  await expect(getAssets(strip((asset) => Object.assign(asset, { address: 1 })))).rejects.toMatchObject(
    invalid,
  )
  await expect(getAssets(walletAnswering(() => null))).rejects.toMatchObject(invalid)
})

it('an ERC20 asset with full metadata is accepted and valued by its own decimals', async () => {
  const token = {
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    balance: '0x2faf080',
    type: 'ERC20',
    metadata: {
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      iconUrl: 'https://example.com/usdc.png',
      price: 0.9999,
    },
  }
  const assets = await getAssets(walletAnswering((answer) => ({ ...answer, '0x7a69': [token] })))
  expect(assets['0x7a69']).toEqual([{ ...token, quantity: '50', value: '49.995' }])
})

it('a wallet without ERC-7811 answers 4200, mapped to UnsupportedProviderMethodError', async () => {
  const wallet = connectedTestWallet(testbed.rpcUrls)
  await expect(getAssets(wallet.eip1193)).rejects.toMatchObject({
    name: 'UnsupportedProviderMethodError',
    code: 4200,
  })
})

it('without a connected eip155 account it says to call connect() before request()', async () => {
  await expect(getAssets({ getProvider: () => undefined })).rejects.toMatchObject({
    name: 'ConnectBeforeRequestError',
  })
})
