import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createWalletClient, http, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityHistoryResponseSchema } from '../../plugins/activity/protocol/history.js'
import { nftListResponseSchema, nftMetadataSchema } from '../../plugins/nfts/protocol/nfts.js'
import { openTestDatabase } from '../../tests/support/openTestDatabase.js'
import { addProject } from '../admin/addProject.js'
import type { BlockchainConfig, NftCollectionConfig } from '../blockchain/chainConfig.js'
import { type ChainIndexer, createChainIndexer } from '../blockchain/chainIndexer.js'
import { readTokenMetadata } from '../blockchain/nftMetadata.js'
import { devCollectionAbi } from '../chain/contracts/devCollection.artifact.js'
import { deployDevCollections, metadataBaseUrl } from '../chain/deployDevCollections.js'
import { freePort } from '../chain/freePort.js'
import { type AnvilInstance, startAnvil } from '../chain/startAnvil.js'
import type { Database } from '../db/database.js'
import { type ApiServer, startApiServer } from './startApiServer.js'

const PROJECT = 'nft-project'
const CHAIN = 'eip155:31337'
const holderKey = generatePrivateKey()
const holder = privateKeyToAccount(holderKey).address
const other = privateKeyToAccount(generatePrivateKey()).address

let anvil: AnvilInstance
let database: Database
let server: ApiServer
let indexer: ChainIndexer
let collections: NftCollectionConfig[]

const get = (path: string) =>
  fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}projectId=${PROJECT}&st=appkit&sv=test-0.1.0`)
const collection = (symbol: string) =>
  collections.find((entry) => entry.symbol === symbol) as NftCollectionConfig

beforeAll(async () => {
  const apiPort = await freePort()
  anvil = await startAnvil({ host: '127.0.0.1', port: await freePort(), chainId: 31337 })
  const apiUrl = `http://127.0.0.1:${apiPort}`
  collections = await deployDevCollections({
    rpcUrl: anvil.rpcUrl,
    caip2: CHAIN,
    metadataBaseUrl: metadataBaseUrl(apiUrl, CHAIN),
    holders: [holder],
    collections: [
      { name: 'Test Collection', symbol: 'TCOL', perHolder: 2, spam: false },
      { name: 'Junk Drop', symbol: 'JUNK', perHolder: 1, spam: true },
    ],
  })
  const chain = {
    caip2: CHAIN,
    chainId: 31337,
    name: 'Dev',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  const config: BlockchainConfig = { chains: [chain], tokens: [], prices: {}, nftCollections: collections }
  database = await openTestDatabase()
  await addProject(database, { id: PROJECT })
  server = await startApiServer({ database, blockchain: config, host: '127.0.0.1', port: apiPort })
  indexer = createChainIndexer({ database, chain, tokens: [], nftCollections: collections })
}, 60_000)

afterAll(async () => {
  await indexer?.stop()
  await server?.close()
  await database?.close()
  await anvil?.stop()
})

describe('dev ERC-721 collections, their metadata route and the indexer', () => {
  it('serves each token URI as JSON metadata with an SVG data URL, to anyone (no project)', async () => {
    const client = createWalletClient({ transport: http(anvil.rpcUrl) }).extend(publicActions)
    const address = collection('TCOL').address
    const uri = await client.readContract({
      address,
      abi: devCollectionAbi,
      functionName: 'tokenURI',
      args: [2n],
    })
    expect(uri).toBe(`${server.url}/v1/nft/metadata/${CHAIN}/${address.toLowerCase()}/2`)
    const response = await fetch(uri)
    expect(response.status).toBe(200)
    const metadata = nftMetadataSchema.parse(await response.json())
    expect(metadata.name).toBe('Test Collection #2')
    expect(metadata.image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(metadata.image?.split(',')[1] ?? '', 'base64').toString()).toContain('#2</text>')
  })

  it('records the mints, a transfer and a burn, with each token read from its tokenURI', async () => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(holderKey),
      transport: http(anvil.rpcUrl),
    })
    const publicClient = wallet.extend(publicActions)
    const address = collection('TCOL').address
    // The holder pays gas: fund it from anvil's first account.
    await publicClient.request({
      method: 'anvil_setBalance' as never,
      params: [holder, '0xde0b6b3a7640000'] as never,
    })
    const moves = [
      await wallet.writeContract({
        address,
        abi: devCollectionAbi,
        functionName: 'transferFrom',
        args: [holder, other, 1n],
        chain: null,
      }),
      await wallet.writeContract({
        address,
        abi: devCollectionAbi,
        functionName: 'burn',
        args: [2n],
        chain: null,
      }),
    ]
    for (const hash of moves) await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    await indexer.syncOnce()

    const otherNfts = nftListResponseSchema.parse(
      await (await get(`/v1/account/${other}/nfts?chainId=${CHAIN}`)).json(),
    )
    expect(otherNfts.nfts).toEqual([
      {
        chainId: CHAIN,
        contract: address.toLowerCase(),
        tokenId: '1',
        collection: { name: 'Test Collection', symbol: 'TCOL' },
        name: 'Test Collection #1',
        previewUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        flags: { is_spam: false },
      },
    ])
    // The holder gave #1 away and burned #2: only the spam collection's token is left, flagged.
    const holderNfts = nftListResponseSchema.parse(await (await get(`/v1/account/${holder}/nfts`)).json())
    expect(holderNfts.nfts.map((nft) => [nft.collection.symbol, nft.tokenId, nft.flags.is_spam])).toEqual([
      ['JUNK', '1', true],
    ])

    const history = activityHistoryResponseSchema.parse(
      await (await get(`/v1/account/${holder}/history`)).json(),
    )
    expect(
      history.data.map((tx) => [
        tx.metadata.operationType,
        tx.transfers[0]?.nft_info?.name,
        tx.transfers[0]?.nft_info?.flags.is_spam,
      ]),
    ).toEqual([
      ['burn', 'Test Collection #2', false],
      ['send', 'Test Collection #1', false],
      ['receive', 'Junk Drop #1', true],
      ['receive', 'Test Collection #2', false],
      ['receive', 'Test Collection #1', false],
    ])
    expect(history.data[1]?.transfers[0]?.nft_info?.content?.preview?.url).toMatch(
      /^data:image\/svg\+xml;base64,/,
    )
  })

  it('refuses malformed input on both routes with 400 and a clear message, an unknown collection with 404', async () => {
    const address = collection('TCOL').address
    const cases: [string, number, string][] = [
      [`/v1/nft/metadata/not-a-chain/${address}/1`, 400, 'path.chainId'],
      [`/v1/nft/metadata/${CHAIN}/0x1234/1`, 400, 'path.contract: must be an EVM address'],
      [`/v1/nft/metadata/${CHAIN}/${address}/abc`, 400, 'path.tokenId: must be a token id'],
      [`/v1/nft/metadata/${CHAIN}/${address}/-1`, 400, 'path.tokenId'],
      [
        `/v1/nft/metadata/${CHAIN}/${address}/${'9'.repeat(79)}`,
        400,
        'path.tokenId: must be a token id: 1 to 78',
      ],
      [`/v1/nft/metadata/${CHAIN}/${other}/1`, 404, `no collection ${other} on ${CHAIN}`],
      [`/v1/nft/metadata/eip155:1/${address}/1`, 404, 'no collection'],
    ]
    for (const [path, status, message] of cases) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(status)
      expect((await response.json()).error.message, path).toContain(message)
    }
    const list: [string, string][] = [
      ['/v1/account/0x123/nfts', 'path.address: must be an EVM address'],
      [`/v1/account/${holder}/nfts?chainId=nope`, 'query.chainId: must be a CAIP-2 chain id'],
      [`/v1/account/${holder}/nfts?chainId=${'e'.repeat(5000)}:1`, 'query.chainId'],
    ]
    for (const [path, message] of list) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect((await response.json()).error.message, path).toContain(message)
    }
    const withoutProject = await fetch(`${server.url}/v1/account/${holder}/nfts`)
    expect(withoutProject.status).toBe(400)
  })

  it('reads a tokenURI within its byte limit: a larger answer, a non-JSON or a foreign scheme is refused', async () => {
    const json = JSON.stringify({ name: 'Inline #1', image: 'data:image/svg+xml,<svg/>' })
    expect(
      await readTokenMetadata(`data:application/json;base64,${Buffer.from(json).toString('base64')}`),
    ).toEqual({
      name: 'Inline #1',
      image: 'data:image/svg+xml,<svg/>',
    })
    await expect(readTokenMetadata('ipfs://bafy/1')).rejects.toThrow('neither http(s) nor a JSON data URL')
    const big = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ name: 'x'.repeat(70 * 1024) }))
    })
    await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(big.address() as AddressInfo).port}/1`
      await expect(readTokenMetadata(url)).rejects.toThrow('over 65536 bytes')
    } finally {
      big.close()
    }
    await expect(readTokenMetadata('data:application/json,{"name":1}')).rejects.toThrow()
  })
})
