import { describe, expect, it, vi } from 'vitest'
import { ProviderRpcError, UserRejectedRequestError } from 'walletdock/errors'
import { createFrameProvider } from './createFrameProvider.js'
import type { RequestDescription } from './describeRequest.js'
import { EmbeddedFrameError } from './embeddedFrameError.js'
import type { FrameClient } from './frameClient.js'

const ME = '0x1111111111111111111111111111111111111111'

/** The provider over a frame that answers `answer` to every RPC_REQUEST, recording what went where. */
function provider(answer: () => Promise<unknown>) {
  const sent: string[] = []
  const approved: RequestDescription[] = []
  const refused: string[] = []
  const frame = {
    request: vi.fn(async (_name: string, payload: { method: string }) => {
      sent.push(payload.method)
      return { result: await answer() }
    }),
  } as unknown as FrameClient
  const instance = createFrameProvider({
    frame: async () => frame,
    address: () => ME,
    chainId: () => 31337,
    rpcUrl: () => 'http://127.0.0.1:8545',
    currency: () => ({ symbol: 'ETH', decimals: 18 }),
    approve: (description, send) => {
      approved.push(description)
      return send()
    },
    onNotAllowed: (method) => refused.push(method),
  })
  return { instance, sent, approved, refused }
}

describe('embedded wallet provider: safe, unsafe and not-allowed methods (spec 6)', () => {
  it('a safe method goes straight to the frame, with no approval', async () => {
    const { instance, sent, approved } = provider(async () => '0x10')
    await expect(instance.request({ method: 'eth_getBalance', params: [ME, 'latest'] })).resolves.toBe('0x10')
    expect(sent).toEqual(['eth_getBalance'])
    expect(approved).toEqual([])
  })

  it('an unsafe method runs through ApproveTransaction with what it signs decoded', async () => {
    const { instance, approved } = provider(async () => '0xsig')
    await instance.request({ method: 'personal_sign', params: ['hello', ME] })
    expect(approved).toEqual([
      { method: 'personal_sign', title: 'Sign message', details: [{ label: 'Message', value: 'hello' }] },
    ])
  })

  it('the frame’s Reject (4001) is UserRejectedRequestError; another frame code stays a provider error', async () => {
    const rejected = provider(async () => {
      throw new EmbeddedFrameError('User rejected the request.', { reason: 'frame_error', code: 4001 })
    })
    await expect(
      rejected.instance.request({ method: 'personal_sign', params: ['x', ME] }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    const failed = provider(async () => {
      throw new EmbeddedFrameError('insufficient funds', { reason: 'frame_error', code: -32000 })
    })
    const error = (await failed.instance
      .request({ method: 'eth_sendTransaction', params: [{}] })
      .catch((e: unknown) => e)) as ProviderRpcError
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.code).toBe(-32000)
  })

  it('any other method is refused with Requested RPC call is not allowed, never reaching the frame', async () => {
    const { instance, sent, refused } = provider(async () => 'never')
    const error = (await instance
      .request({ method: 'eth_sign', params: [ME, '0x00'] })
      .catch((e: unknown) => e)) as ProviderRpcError
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error.shortMessage).toBe('Requested RPC call is not allowed')
    expect(sent).toEqual([])
    expect(refused).toEqual(['eth_sign'])
  })
})
