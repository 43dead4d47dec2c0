import { expect, it } from 'vitest'
import {
  MAX_WALLET_CALLS,
  walletCallsRequestSchema,
} from '../../../plugins/embedded-wallet/protocol/frameFields.js'
import { planCalls } from './smartAccountCalls.js'

const OWN = `0x${'a'.repeat(40)}`
const TO = `0x${'b'.repeat(40)}`
const NETWORK = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:8545',
  bundlerUrl: 'http://127.0.0.1:4337',
  entryPoint: `0x${'e'.repeat(40)}`,
  accountFactory: `0x${'f'.repeat(40)}`,
}
const sendCalls = (request: Record<string, unknown>) =>
  planCalls(
    'wallet_sendCalls',
    [{ version: '2.0.0', chainId: '0x7a69', from: OWN, ...request }],
    OWN,
    NETWORK,
  )
const call = (fields: Record<string, unknown> = {}) => ({ to: TO, value: '0x1', data: '0xabcd', ...fields })

it('the frame checks wallet_sendCalls with the wire contract the plugin shares (walletCallsRequestSchema)', () => {
  const planned = sendCalls({ calls: [call(), call({ value: undefined, data: undefined })] })
  expect(planned?.operation).toEqual({
    calls: [
      { to: TO, value: 1n, data: '0xabcd' },
      { to: TO, value: 0n, data: '0x' },
    ],
  })
  expect(walletCallsRequestSchema.safeParse({ calls: [call()] }).success).toBe(true)
})

it.each([
  ['no call', []],
  [`more than ${MAX_WALLET_CALLS} calls`, Array.from({ length: MAX_WALLET_CALLS + 1 }, () => call())],
  ["a call's to without 0x (spec 5)", [call({ to: 'b'.repeat(40) })]],
  ["a call's to that is not an address", [call({ to: '0xbb' })]],
  ["a call's data without 0x (spec 5)", [call({ data: 'abcd' })]],
  ["a call's value that is not hex", [call({ value: '10' })]],
])('refuses %s as invalid params', (_, calls) => {
  expect(() => sendCalls({ calls })).toThrow('Invalid params for wallet_sendCalls')
  expect(walletCallsRequestSchema.safeParse({ calls }).success).toBe(false)
})

it(`takes ${MAX_WALLET_CALLS} calls in one batch`, () => {
  const planned = sendCalls({ calls: Array.from({ length: MAX_WALLET_CALLS }, () => call()) })
  expect(planned?.title).toBe(`Send ${MAX_WALLET_CALLS} calls (smart account)`)
})
