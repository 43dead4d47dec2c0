import {
  connect,
  createConfig,
  createStorage,
  disconnect,
  getConnection,
  mock,
  reconnect,
  signMessage,
  switchChain,
} from '@wagmi/core'
import { type Hex, http, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base as baseChain, mainnet as mainnetChain } from 'viem/chains'
import { expect, it, vi } from 'vitest'
import { createAppKit } from 'walletdock'
import { definePlugin, type StorageAccess } from 'walletdock/plugin'
import { kernelOf } from '../../kernel/internal.js'
import {
  base,
  createMemoryPersistence,
  createTestConnector,
  mainnet,
} from '../../tests/support/kernelTesting.js'
import { wagmi } from './wagmi.js'

const modalAccount = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const wagmiAddress = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** The modal's wallet: an EIP-1193 provider that signs with a local key and moves between chains. */
function modalWallet() {
  const requests: string[] = []
  let chainId = 1
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push(method)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [modalAccount.address]
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (method === 'personal_sign')
        return modalAccount.signMessage({ message: { raw: (params as Hex[])[0] as Hex } })
      throw new Error(`unsupported ${method}`)
    },
    on() {},
    removeListener() {},
  }
  const connector = createTestConnector(
    {
      id: 'dev.modal',
      getProvider: () => provider,
      switchNetwork: async (network) => {
        chainId = Number(network.id)
      },
    },
    { accounts: [{ address: modalAccount.address, type: 'eoa' }], chainId: 1 },
  )
  const adapter = definePlugin({
    name: 'evm',
    kind: 'adapter',
    namespaces: ['eip155'],
    setup: (ctx) => void ctx.connectors.register(connector),
  })
  return { adapter, requests }
}

/** A page: the app's wagmi config and an instance with the bridge, over storages a reload keeps. */
function page(storages: { wagmi: Map<string, string>; modal: StorageAccess }) {
  const config = createConfig({
    chains: [mainnetChain, baseChain],
    connectors: [mock({ accounts: [wagmiAddress], features: { reconnect: true, defaultConnected: true } })],
    transports: { [mainnetChain.id]: http('http://127.0.0.1:1'), [baseChain.id]: http('http://127.0.0.1:1') },
    storage: createStorage({
      storage: {
        getItem: (key) => storages.wagmi.get(key) ?? null,
        setItem: (key, value) => void storages.wagmi.set(key, value),
        removeItem: (key) => void storages.wagmi.delete(key),
      },
    }),
  })
  const wallet = modalWallet()
  const kit = createAppKit(
    { projectId: 'p', networks: [mainnet, base], plugins: [wallet.adapter, wagmi({ config })] },
    { storage: storages.modal },
  )
  return { config, kit, wallet }
}

const until = (check: () => unknown, what = '') =>
  vi.waitFor(() => expect(check(), what).toBeTruthy(), { timeout: 3000 })

it("the modal's wallet is wagmi's connection: account, signature, chain switch, disconnect", async () => {
  const { config, kit, wallet } = page({ wagmi: new Map(), modal: createMemoryPersistence() })
  await kit.ready()
  await kernelOf(kit).connection.connect({ connectorId: 'dev.modal' })
  await until(() => getConnection(config).connector?.id === 'walletdock')
  expect(getConnection(config)).toMatchObject({
    address: modalAccount.address,
    chainId: 1,
    status: 'connected',
  })

  const signature = await signMessage(config, { message: 'hello wagmi' })
  expect(await verifyMessage({ address: modalAccount.address, message: 'hello wagmi', signature })).toBe(true)
  expect(wallet.requests).toContain('personal_sign')

  await switchChain(config, { chainId: baseChain.id })
  expect(kit.getNetwork('eip155').caipNetworkId).toBe('eip155:8453')
  await until(() => getConnection(config).chainId === baseChain.id)

  await kit.disconnect('eip155')
  await until(() => getConnection(config).status === 'disconnected')
})

it('a connection made through wagmi shows in the modal, and wagmi disconnecting it clears the modal', async () => {
  const { config, kit } = page({ wagmi: new Map(), modal: createMemoryPersistence() })
  const mockConnector = config.connectors.find((connector) => connector.id === 'mock')
  if (!mockConnector) throw new Error('no mock connector')
  await connect(config, { connector: mockConnector })
  await until(() => kit.getAccount('eip155').address === wagmiAddress)
  expect(kit.getConnections('eip155')[0]?.connectorId).toBe('wagmi:mock')
  expect(getConnection(config).connector?.id).toBe('mock')

  await disconnect(config, { connector: mockConnector })
  await until(() => !kit.getAccount('eip155').isConnected)
})

it('after a reload both sides come back: a wagmi connection and a modal connection', async () => {
  const storages = { wagmi: new Map<string, string>(), modal: createMemoryPersistence() }
  const first = page(storages)
  const mockConnector = first.config.connectors.find((connector) => connector.id === 'mock')
  if (!mockConnector) throw new Error('no mock connector')
  await connect(first.config, { connector: mockConnector })
  await until(() => first.kit.getAccount('eip155').address === wagmiAddress, 'first')
  first.kit.destroy()

  const second = page(storages)
  await reconnect(second.config) // what WagmiProvider does when it mounts
  await second.kit.ready()
  await until(() => second.kit.getAccount('eip155').address === wagmiAddress, 'second')
  expect(second.kit.getConnections('eip155')[0]?.connectorId).toBe('wagmi:mock')
  second.kit.destroy()

  // The modal's own wallet, then a reload: wagmi sees it again through the bridge.
  const modalStorages = { wagmi: new Map<string, string>(), modal: createMemoryPersistence() }
  const third = page(modalStorages)
  await third.kit.ready()
  await kernelOf(third.kit).connection.connect({ connectorId: 'dev.modal' })
  await until(() => getConnection(third.config).connector?.id === 'walletdock', 'third')
  third.kit.destroy()
  const fourth = page(modalStorages)
  await reconnect(fourth.config)
  await fourth.kit.ready()
  await until(
    () => getConnection(fourth.config).address === modalAccount.address,
    `fourth ${getConnection(fourth.config).connector?.id} ${fourth.kit.getConnections('eip155')[0]?.connectorId}`,
  )
  expect(getConnection(fourth.config).connector?.id).toBe('walletdock')
})
