import fc from 'fast-check'
import { afterEach, expect, it, vi } from 'vitest'
import { createTestConnector, createTestDeps } from '../../tests/support/kernelTesting.js'
import { switchNetwork } from '../network/switchNetwork.js'
import { RECENT_WALLETS_LIMIT } from '../store/constants.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { persistedKeys } from './persistence.js'
import { createReconnect } from './reconnect.js'

afterEach(() => {
  vi.restoreAllMocks()
})

type Outcome = 'ok' | 'reject' | 'fail'
const step = fc.oneof(
  fc.record({
    op: fc.constant('connect' as const),
    wallet: fc.constantFrom('io.metamask', 'io.rabby', 'app.phantom'),
    outcome: fc.constantFrom<Outcome>('ok', 'reject', 'fail'),
  }),
  fc.record({
    op: fc.constant('disconnect' as const),
    namespace: fc.constantFrom('eip155' as const, 'solana' as const, undefined),
  }),
  fc.record({
    op: fc.constant('switchNetwork' as const),
    id: fc.constantFrom('eip155:1', 'eip155:8453', 'eip155:10'),
  }),
  fc.record({ op: fc.constant('reconnect' as const), outcome: fc.constantFrom<Outcome>('ok', 'fail') }),
)

it('any sequence of connect, disconnect, switch and reconnect keeps status, address, connections and storage in agreement', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
      const deps = createTestDeps()
      const outcomes = new Map<string, Outcome>()
      const answer = (id: string, chainId: string | number) => async () => {
        const outcome = outcomes.get(id) ?? 'ok'
        if (outcome === 'reject') throw Object.assign(new Error('rejected'), { code: 4001 })
        if (outcome === 'fail') throw new Error('crashed')
        return { accounts: [{ address: `addr-${id}` }], chainId }
      }
      for (const id of ['io.metamask', 'io.rabby']) {
        deps.connectors.register(
          createTestConnector({ id, connect: answer(id, 1), reconnect: answer(id, 1) }),
        )
      }
      const solanaId = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
      deps.connectors.register(
        createTestConnector({
          id: 'app.phantom',
          chain: 'solana',
          connect: answer('app.phantom', solanaId),
          reconnect: answer('app.phantom', solanaId),
        }),
      )
      const reconnect = createReconnect(deps)
      for (const entry of steps) {
        if (entry.op === 'connect') {
          outcomes.set(entry.wallet, entry.outcome)
          await connect(deps, { connectorId: entry.wallet }).catch(() => {})
        } else if (entry.op === 'disconnect') await disconnect(deps, { namespace: entry.namespace })
        else if (entry.op === 'switchNetwork')
          await switchNetwork(deps, entry.id as 'eip155:1').catch(() => {})
        else {
          for (const id of ['io.metamask', 'io.rabby', 'app.phantom']) outcomes.set(id, entry.outcome)
          await reconnect()
        }
        for (const namespace of ['eip155', 'solana'] as const) {
          const account = deps.store.account[namespace].value
          const connection = deps.store.connection[namespace].value
          const connected = connection.status === 'connected'
          expect(account.status).toBe(connection.status)
          expect(account.caipAddress !== undefined).toBe(connected)
          expect(connection.connections.length > 0).toBe(connected)
          // Without multi-wallet a namespace never holds two connections.
          expect(connection.connections.length).toBeLessThanOrEqual(1)
          expect(deps.persistence.get(persistedKeys.connectionStatus(namespace)) === 'connected').toBe(
            connected,
          )
        }
        expect(deps.store.recentWallets.value.length).toBeLessThanOrEqual(RECENT_WALLETS_LIMIT)
      }
    }),
    { numRuns: 60 },
  )
})
