import { expect, it } from 'vitest'
import { base, mainnet } from '../../tests/support/kernelTesting.js'
import type { Network } from '../config/schema.js'
import { createAppKit } from '../createAppKit.js'
import type { PluginContext } from './context.js'
import { definePlugin } from './definePlugin.js'
import { watchAccountData } from './watchAccountData.js'

/** An instance with one eip155 adapter whose context the test drives. */
async function adapterContext() {
  let ctx: PluginContext<unknown> | undefined
  const appKit = createAppKit({
    projectId: 'p',
    networks: [mainnet, base],
    plugins: [
      definePlugin({
        name: 'evm',
        kind: 'adapter',
        namespaces: ['eip155'],
        setup: (given) => {
          ctx = given
        },
      }),
    ],
  })
  await appKit.ready()
  if (!ctx) throw new Error('the plugin was not set up')
  return { appKit, ctx }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

it('reads on connect and on refresh(), on the network the CAIP address names, and stops with stop()', async () => {
  const { appKit, ctx } = await adapterContext()
  const reads: { network: Network; address: string }[] = []
  const watch = watchAccountData(ctx, {
    namespace: 'eip155',
    read: async (parameters) => {
      reads.push(parameters)
      return { balance: String(reads.length), balanceSymbol: parameters.network.nativeCurrency.symbol }
    },
  })
  await ctx.writers.eip155?.setAccount({ caipAddress: `eip155:${base.id}:0xabc`, address: '0xabc' })
  await settled()
  expect(reads.map(({ network, address }) => [network.id, address])).toEqual([[base.id, '0xabc']])
  expect(appKit.getAccount('eip155')).toMatchObject({ balance: '1', balanceSymbol: 'ETH' })
  watch.refresh()
  await settled()
  expect(appKit.getAccount('eip155').balance).toBe('2')
  watch.stop()
  await ctx.writers.eip155?.setAccount({ caipAddress: `eip155:${mainnet.id}:0xdef`, address: '0xdef' })
  await settled()
  expect(reads).toHaveLength(2)
})

it('drops a read that finishes after the account changed, and reports a failed read to the error hook', async () => {
  const { appKit, ctx } = await adapterContext()
  const pending: ((balance: string) => void)[] = []
  const errors: { error: unknown; source: string }[] = []
  ctx.hooks.on('error', (payload) => void errors.push(payload))
  watchAccountData(ctx, {
    namespace: 'eip155',
    source: 'evm account data',
    read: ({ address }) =>
      address === '0xbad'
        ? Promise.reject(new Error('rpc down'))
        : new Promise((resolve) => pending.push((balance) => resolve({ balance }))),
  })
  await ctx.writers.eip155?.setAccount({ caipAddress: `eip155:${base.id}:0xaaa`, address: '0xaaa' })
  await ctx.writers.eip155?.setAccount({ caipAddress: `eip155:${base.id}:0xbbb`, address: '0xbbb' })
  pending[1]?.('2')
  await settled()
  pending[0]?.('1')
  await settled()
  expect(appKit.getAccount('eip155')).toMatchObject({ address: '0xbbb', balance: '2' })
  await ctx.writers.eip155?.setAccount({ caipAddress: `eip155:${base.id}:0xbad`, address: '0xbad' })
  await settled()
  expect(errors).toEqual([{ error: new Error('rpc down'), source: 'evm account data' }])
})

it('writes `unknownNetwork` when the account is on a network the instance does not list', async () => {
  const { appKit, ctx } = await adapterContext()
  watchAccountData(ctx, {
    namespace: 'eip155',
    read: async () => ({ balance: '1' }),
    unknownNetwork: { balance: undefined, balanceSymbol: undefined },
  })
  await ctx.writers.eip155?.setAccount({ balance: '5', balanceSymbol: 'X' })
  await ctx.writers.eip155?.setAccount({ caipAddress: 'eip155:999:0xabc', address: '0xabc' })
  await settled()
  expect(appKit.getAccount('eip155')).toMatchObject({ balance: undefined, balanceSymbol: undefined })
  expect(appKit.getAccount('eip155').balanceUnavailableAt).toEqual(expect.any(Number))
})

it('a failed read records when (the balance unavailable, spec 8); the next read that succeeds clears it', async () => {
  const { appKit, ctx } = await adapterContext()
  let down = true
  const errors: unknown[] = []
  ctx.hooks.on('error', (payload) => void errors.push(payload.error))
  const watch = watchAccountData(ctx, {
    namespace: 'eip155',
    now: () => 1234,
    read: async () => {
      if (down) throw new Error('rpc down')
      return { balance: '3', balanceSymbol: 'ETH' }
    },
  })
  await ctx.writers.eip155?.setAccount({ balance: '5', balanceSymbol: 'ETH' })
  await ctx.writers.eip155?.setAccount({ caipAddress: `eip155:${base.id}:0xabc`, address: '0xabc' })
  await settled()
  expect(appKit.getAccount('eip155')).toMatchObject({
    balance: undefined,
    balanceSymbol: undefined,
    balanceUnavailableAt: 1234,
  })
  expect(errors).toEqual([new Error('rpc down')])
  down = false
  watch.refresh()
  await settled()
  expect(appKit.getAccount('eip155')).toMatchObject({ balance: '3', balanceUnavailableAt: undefined })
})
