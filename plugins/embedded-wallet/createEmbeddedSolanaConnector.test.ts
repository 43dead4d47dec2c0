import { describe, expect, it } from 'vitest'
import { ProviderRpcError, UserRejectedRequestError } from 'walletdock/errors'
import { solanaDevnet, solanaLocalnet } from 'walletdock/networks'
import type { RequestProvider } from 'walletdock/plugin'
import { createEmbeddedSolanaConnector } from './createEmbeddedSolanaConnector.js'
import type { RequestDescription } from './describeRequest.js'
import { EmbeddedFrameError } from './embeddedFrameError.js'
import type { FrameClient } from './frameClient.js'

const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const EVM = '0x1111111111111111111111111111111111111111'
const local = solanaLocalnet({ rpcUrl: 'http://127.0.0.1:7807' })

/** The connector over a frame that answers as the secure frame does, recording each event it got. */
function connector(
  options: { rpc?: () => Promise<unknown>; isConnected?: boolean; loginStored?: boolean } = {},
) {
  const events: { name: string; payload: unknown }[] = []
  const approved: RequestDescription[] = []
  const refused: string[] = []
  const frame = {
    async request(name: string, payload: { chainId?: string } | undefined) {
      events.push({ name, payload })
      if (name === 'GET_USER')
        return { chainId: payload?.chainId, address: SOLANA, eip155Address: EVM, solanaAddress: SOLANA }
      if (name === 'IS_CONNECTED') return { isConnected: options.isConnected ?? true }
      if (name === 'SWITCH_NETWORK') return { chainId: payload?.chainId }
      return { result: await (options.rpc ?? (async () => ({ signature: 'sig' })))() }
    },
  } as unknown as FrameClient
  const instance = createEmbeddedSolanaConnector({
    name: 'Email',
    networks: [local, solanaDevnet],
    current: () => undefined,
    frame: async () => frame,
    loginStored: () => options.loginStored ?? true,
    approve: (description, send) => {
      approved.push(description)
      return send()
    },
    onNotAllowed: (method) => refused.push(method),
  })
  return {
    instance,
    events,
    approved,
    refused,
    provider: () => instance.getProvider() as RequestProvider,
  }
}

describe('the embedded wallet’s solana account: the auth connector supports eip155 and solana (spec 6)', () => {
  it('connects the login’s solana address on the wanted solana network (else the first), as an eoa', async () => {
    const { instance, events, provider } = connector()
    expect(instance).toMatchObject({
      id: 'embedded-wallet.solana',
      chain: 'solana',
      type: 'AUTH',
      listed: false,
    })
    await expect(instance.connect({ caipNetwork: solanaDevnet })).resolves.toEqual({
      accounts: [{ address: SOLANA, type: 'eoa' }],
      chainId: solanaDevnet.id,
    })
    expect(events).toEqual([{ name: 'GET_USER', payload: { chainId: solanaDevnet.caipNetworkId } }])
    expect(provider()).toMatchObject({ address: SOLANA, chain: solanaDevnet.caipNetworkId })
    await expect(instance.connect({ caipNetwork: undefined })).resolves.toMatchObject({ chainId: local.id })
  })

  it('a switch to a solana network moves the frame there (SWITCH_NETWORK with its CAIP-2 id)', async () => {
    const { instance, events, provider } = connector()
    await instance.connect({ caipNetwork: local })
    await instance.switchNetwork?.(solanaDevnet)
    expect(events.at(-1)).toEqual({
      name: 'SWITCH_NETWORK',
      payload: { chainId: solanaDevnet.caipNetworkId },
    })
    expect(provider().chain).toBe(solanaDevnet.caipNetworkId)
  })

  it('reconnect restores only a stored login the frame still has', async () => {
    await expect(connector({ loginStored: false }).instance.reconnect?.({})).rejects.toThrow(
      'no email login is stored',
    )
    await expect(connector({ isConnected: false }).instance.reconnect?.({})).rejects.toThrow(
      'the secure site has no session for this device',
    )
    await expect(connector().instance.reconnect?.({ caipNetwork: local })).resolves.toMatchObject({
      accounts: [{ address: SOLANA, type: 'eoa' }],
    })
  })

  it('a solana sign method goes through ApproveTransaction to the frame with the solana namespace, chain and RPC', async () => {
    const { instance, events, approved, provider } = connector()
    await instance.connect({ caipNetwork: local })
    const params = { message: '3yZe7d', pubkey: SOLANA }
    await expect(provider().request({ method: 'solana_signMessage', params })).resolves.toEqual({
      signature: 'sig',
    })
    expect(approved.map((entry) => entry.title)).toEqual(['Sign message'])
    expect(events.at(-1)).toEqual({
      name: 'RPC_REQUEST',
      payload: {
        method: 'solana_signMessage',
        params,
        chainId: local.caipNetworkId,
        chainNamespace: 'solana',
        rpcUrl: 'http://127.0.0.1:7807',
      },
    })
  })

  it('the frame’s Reject is UserRejectedRequestError; another method is refused before the frame; no account, no request', async () => {
    const rejected = connector({
      rpc: async () => {
        throw new EmbeddedFrameError('User rejected the request.', { reason: 'frame_error', code: 4001 })
      },
    })
    await rejected.instance.connect({ caipNetwork: local })
    await expect(
      rejected.provider().request({ method: 'solana_signTransaction', params: { transaction: 'AA==' } }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)

    const { instance, events, refused, provider } = connector()
    await expect(provider().request({ method: 'solana_signMessage', params: {} })).rejects.toThrow(
      'connect it first',
    )
    await instance.connect({ caipNetwork: local })
    const error = await provider()
      .request({ method: 'getBalance', params: [SOLANA] })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).shortMessage).toBe('Requested RPC call is not allowed')
    expect(refused).toEqual(['getBalance'])
    expect(events.map((event) => event.name)).toEqual(['GET_USER'])
  })
})
