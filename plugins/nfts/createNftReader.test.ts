import { expect, it, vi } from 'vitest'
import { createTestApiClient } from '../../tests/support/kernelTesting.js'
import { createNftReader } from './createNftReader.js'
import { FetchNftsError } from './errors.js'

const nft = (tokenId: string, chainId: string, spam: boolean) => ({
  chainId,
  contract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  tokenId,
  collection: { name: 'Dev Collection', symbol: 'DCOL' },
  name: `Dev Collection #${tokenId}`,
  previewUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  flags: { is_spam: spam },
})

function reader(respond: () => Response) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    init?.signal?.throwIfAborted()
    return respond()
  })
  const api = createTestApiClient(fetch)
  return { read: createNftReader({ api }), fetch }
}

it("lists the active chain's tokens and leaves spam collections out", async () => {
  const { read, fetch } = reader(() =>
    Response.json({
      nfts: [nft('1', 'eip155:1', false), nft('2', 'eip155:1', true), nft('3', 'eip155:10', false)],
    }),
  )
  expect((await read('0xabc', 'eip155:1')).map((item) => item.tokenId)).toEqual(['1'])
  const url = new URL(String(fetch.mock.calls[0]?.[0]))
  expect(url.pathname).toBe('/v1/account/0xabc/nfts')
  expect(url.searchParams.get('chainId')).toBe('eip155:1')
})

it("a failed request or an answer off the contract rejects with 'Failed to fetch NFTs'", async () => {
  await expect(
    reader(() => new Response('down', { status: 500 })).read('0xabc', 'eip155:1'),
  ).rejects.toBeInstanceOf(FetchNftsError)
  await expect(
    reader(() => Response.json({ nfts: [{ tokenId: 1 }] })).read('0xabc', 'eip155:1'),
  ).rejects.toThrow('Failed to fetch NFTs')
})
