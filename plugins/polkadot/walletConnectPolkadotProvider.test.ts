import { expect, it } from 'vitest'
import type { SignerPayloadJSON } from './types.js'
import { walletConnectPolkadotProvider } from './walletConnectPolkadotProvider.js'

const ADDRESS = '5Gpg3hhPkyPRSwQc5EYprccoJ81fzEdUQqbtsY25RMezaPjb'
const session = (answer: (method: string, params: unknown) => unknown, seen: unknown[] = []) => ({
  walletName: 'Relay Wallet',
  address: ADDRESS,
  chain: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  request: async ({ method, params }: { method: string; params: unknown }) => {
    seen.push({ method, params })
    return answer(method, params)
  },
})

it('signRaw is polkadot_signMessage { address, message } and signPayload polkadot_signTransaction { address, transactionPayload }', async () => {
  const seen: unknown[] = []
  const provider = walletConnectPolkadotProvider(
    session(() => ({ signature: `0x01${'ab'.repeat(64)}` }), seen),
  )
  const raw = await provider.signRaw({ address: ADDRESS, data: '0x68656c6c6f', type: 'bytes' })
  const payload = { address: ADDRESS, method: '0x0a03' } as SignerPayloadJSON
  const signed = await provider.signPayload(payload)
  expect(raw.signature).toBe(`0x01${'ab'.repeat(64)}`)
  expect(signed.id).toBe(raw.id + 1)
  expect(seen).toEqual([
    { method: 'polkadot_signMessage', params: { address: ADDRESS, message: '0x68656c6c6f' } },
    { method: 'polkadot_signTransaction', params: { address: ADDRESS, transactionPayload: payload } },
  ])
  expect(provider.chain).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
})

it('refuses an answer without a 0x signature, and maps a rejection to the user-rejected error', async () => {
  const malformed = walletConnectPolkadotProvider(session(() => ({ signature: 'not hex' })))
  await expect(malformed.signRaw({ address: ADDRESS, data: '0x00', type: 'bytes' })).rejects.toThrow(
    /Relay Wallet answered polkadot_signMessage/,
  )
  const rejecting = walletConnectPolkadotProvider(
    session(() => {
      throw Object.assign(new Error('User rejected'), { code: 4001 })
    }),
  )
  await expect(rejecting.signRaw({ address: ADDRESS, data: '0x00', type: 'bytes' })).rejects.toMatchObject({
    code: 4001,
  })
})
