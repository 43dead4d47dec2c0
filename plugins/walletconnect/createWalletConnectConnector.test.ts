import { afterEach, expect, it, vi } from 'vitest'
import { WC_PAIRING_EXPIRY_MARGIN_MS, WC_PAIRING_EXPIRY_MS } from './constants.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'
import { sessionNamespacesOf } from './sessionNamespaces.js'

afterEach(() => {
  vi.useRealTimers()
})

const network = (caipNetworkId: `${string}:${string}`, chainNamespace: 'eip155' | 'solana' | 'bip122') =>
  ({
    id: caipNetworkId.split(':')[1] ?? '',
    caipNetworkId,
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: { name: 'x', symbol: 'X', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  }) as never

it('session namespaces: eip155 first, another namespace only when an adapter plugin serves it (solana: its three methods), default events accountsChanged and chainChanged', () => {
  const networks = [
    network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'),
    network('eip155:1', 'eip155'),
    network('eip155:10', 'eip155'),
  ]
  expect(Object.keys(sessionNamespacesOf(networks))).toEqual(['eip155'])
  const namespaces = sessionNamespacesOf(networks, ['solana'])
  expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
  expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:10'])
  expect(namespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
  expect(namespaces.eip155?.methods).toContain('personal_sign')
  expect(namespaces.solana).toEqual({
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  })
})

it("session namespaces: bip122 only when an adapter plugin (bitcoin) serves it, with WalletConnect's four Bitcoin methods and bip122_addressesChanged", () => {
  const networks = [
    network('eip155:1', 'eip155'),
    network('bip122:000000000019d6689c085ae165831e93', 'bip122'),
  ]
  expect(Object.keys(sessionNamespacesOf(networks))).toEqual(['eip155'])
  expect(sessionNamespacesOf(networks, ['bip122']).bip122).toEqual({
    chains: ['bip122:000000000019d6689c085ae165831e93'],
    methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
    events: ['bip122_addressesChanged'],
  })
})

it('the pairing expires after 4 minutes (counted expired within 10 s) and a new pairing refreshes the QR', async () => {
  vi.useFakeTimers({ now: 1_000_000 })
  let pairingCount = 0
  let approve: ((session: unknown) => void) | undefined
  const fakeClient = {
    core: { verify: { register: async () => 'iframe' }, relayer: { on: () => undefined } },
    on: () => undefined,
    session: { getAll: () => [] },
    connect: async () => {
      pairingCount++
      return {
        uri: `wc:${String(pairingCount).padStart(64, '0')}@2?relay-protocol=irn&symKey=00`,
        approval: () =>
          new Promise((resolve) => {
            approve = resolve
          }),
      }
    },
  }
  const pairings: ({ uri: string; expiresAt: number } | undefined)[] = []
  let initOptions: unknown
  const { connector } = createWalletConnectConnector({
    projectId: 'p',
    metadata: { name: 'n', description: '', url: 'http://x', icons: [] },
    networks: [network('eip155:1', 'eip155')],
    onPairing: (pairing) => pairings.push(pairing),
    onError: () => undefined,
    onSessionDeleted: () => undefined,
    storedSession: { has: () => false, set: () => undefined },
    loadSignClient: async () =>
      ({
        init: async (options: unknown) => {
          initOptions = options
          return fakeClient
        },
      }) as never,
  })
  const connecting = connector.connect({})
  await vi.advanceTimersByTimeAsync(0)
  expect(pairings).toHaveLength(1)
  expect(pairings[0]?.expiresAt).toBe(1_000_000 + WC_PAIRING_EXPIRY_MS)
  await vi.advanceTimersByTimeAsync(WC_PAIRING_EXPIRY_MS - WC_PAIRING_EXPIRY_MARGIN_MS - 2_000)
  expect(pairings).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(3_000)
  expect(pairings).toHaveLength(2)
  expect(pairings[1]?.uri).not.toBe(pairings[0]?.uri)
  approve?.({ topic: 't', namespaces: { eip155: { accounts: ['eip155:1:0xabc'] } } })
  await expect(connecting).resolves.toEqual({ accounts: [{ address: '0xabc', type: 'eoa' }], chainId: '1' })
  expect(pairings.at(-1)).toBeUndefined()
  // spec 9: the sign-client logs at level error into a buffer of 1,024,000 bytes.
  expect(initOptions).toMatchObject({ logger: 'error', maxLogBlobSizeInBytes: 1_024_000 })
  // The verify iframe is never awaited: register answers at once with an empty attestation.
  expect(await fakeClient.core.verify.register()).toBe('')
})
