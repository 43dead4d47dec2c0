import { describe, expect, it, vi } from 'vitest'
import { createBitcoinConnector } from './createBitcoinConnector.js'
import { BitcoinChainNotSupportedError } from './errors.js'
import { bitcoin, bitcoinRegtest } from './networks.js'
import { leatherApi, satsConnectApi, unisatApi } from './shapes/injectedShapes.js'
import type { BitcoinWalletApi } from './types.js'

const events = { request: vi.fn(), sent: vi.fn() }
const connectorOf = (api: BitcoinWalletApi, network = bitcoin) =>
  createBitcoinConnector({ api, id: 'test', type: 'INJECTED', name: 'Test', network: () => network, events })

describe('the bitcoin connector over each wallet shape', () => {
  it('sats-connect: payment first then ordinal, typed in the Connection; BIP-322 by default', async () => {
    const request = vi.fn(async (method: string, params: unknown) => {
      if (method === 'getAccounts')
        return {
          jsonrpc: '2.0',
          result: [
            { address: 'bc1pordinal', purpose: 'ordinals', addressType: 'p2tr' },
            { address: 'bc1qpayment', purpose: 'payment', addressType: 'p2wpkh' },
          ],
        }
      if (method === 'signMessage')
        return { jsonrpc: '2.0', result: { signature: `sig:${JSON.stringify(params)}` } }
      return { jsonrpc: '2.0', error: { code: 4001, message: 'User rejected' } }
    })
    const connector = connectorOf(satsConnectApi('Xverse', { request }))
    const result = await connector.connect({})
    expect(result.accounts).toEqual([
      { address: 'bc1qpayment', type: 'payment' },
      { address: 'bc1pordinal', type: 'ordinal' },
    ])
    const provider = connector.getProvider() as {
      signMessage(request: { message: string }): Promise<unknown>
    }
    await expect(provider.signMessage({ message: 'hi' })).resolves.toEqual({
      address: 'bc1qpayment',
      protocol: 'bip322',
      signature: 'sig:{"address":"bc1qpayment","message":"hi","protocol":"BIP322"}',
    })
    await expect(
      (
        connector.getProvider() as { signPsbt(r: { psbt: string; signInputs: [] }): Promise<unknown> }
      ).signPsbt({
        psbt: 'cHNidP8=',
        signInputs: [],
      }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('Leather: p2wpkh is payment and p2tr ordinal; ECDSA when asked', async () => {
    const request = vi.fn(async (method: string, params: unknown) =>
      method === 'getAddresses'
        ? {
            result: {
              addresses: [
                { symbol: 'BTC', type: 'p2tr', address: 'bc1pleather' },
                { symbol: 'BTC', type: 'p2wpkh', address: 'bc1qleather' },
                { symbol: 'STX', address: 'SP000' },
              ],
            },
          }
        : { result: { signature: JSON.stringify(params) } },
    )
    const connector = connectorOf(leatherApi('Leather', { request }))
    expect((await connector.connect({})).accounts.map((account) => account.type)).toEqual([
      'payment',
      'ordinal',
    ])
    const provider = connector.getProvider() as {
      signMessage(request: { message: string; protocol: 'ecdsa' }): Promise<{ signature: string }>
    }
    const { signature } = await provider.signMessage({ message: 'hi', protocol: 'ecdsa' })
    expect(JSON.parse(signature)).toEqual({ message: 'hi', paymentType: 'p2wpkh', network: 'mainnet' })
  })

  it('Leather on the local regtest says network "devnet"; its rejection (a JSON-RPC error answer) keeps the code: 4001 is UserRejectedRequestError', async () => {
    const request = vi.fn(async (method: string, params: unknown) => {
      if (method === 'getAddresses')
        return { result: { addresses: [{ symbol: 'BTC', type: 'p2wpkh', address: 'rb1qleather' }] } }
      throw {
        jsonrpc: '2.0',
        id: '1',
        error: { code: 4001, message: `User rejected ${JSON.stringify(params)}` },
      }
    })
    const connector = connectorOf(leatherApi('Leather', { request }), bitcoinRegtest())
    await connector.connect({})
    const provider = connector.getProvider() as {
      signMessage(request: { message: string }): Promise<unknown>
    }
    await expect(provider.signMessage({ message: 'hi' })).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
    expect(request).toHaveBeenLastCalledWith('signMessage', {
      message: 'hi',
      paymentType: 'p2wpkh',
      network: 'devnet',
    })
  })

  it('Unisat: one payment address; refuses the local regtest chain: "Bitcoin needs a connector supporting a requested chain"', async () => {
    const unisat = {
      requestAccounts: vi.fn(async () => ['bc1qunisat']),
      getAccounts: vi.fn(async () => ['bc1qunisat']),
      signMessage: vi.fn(async () => 'c2ln'),
      signPsbt: vi.fn(async (psbt: string) => psbt),
    }
    const connector = connectorOf(unisatApi(unisat))
    expect((await connector.connect({})).accounts).toEqual([{ address: 'bc1qunisat', type: 'payment' }])
    const local = connectorOf(unisatApi(unisat), bitcoinRegtest())
    const refusal = await local.connect({}).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(BitcoinChainNotSupportedError)
    expect((refusal as Error).message).toContain('Bitcoin needs a connector supporting a requested chain')
    await expect(connector.switchNetwork?.(bitcoinRegtest())).rejects.toBeInstanceOf(
      BitcoinChainNotSupportedError,
    )
  })

  it("sendTransfer: the wallet's own send where it has one; on the local regtest chain, or when the wallet has no such method, the plugin builds the PSBT (reading the network's UTXOs); a rejection stays one", async () => {
    const answers: Record<string, unknown> = {}
    const request = vi.fn(async (method: string) => {
      if (method === 'getAccounts')
        return { jsonrpc: '2.0', result: [{ address: 'bc1qpayment', purpose: 'payment' }] }
      return answers[method]
    })
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      return new Response('down', { status: 503 })
    })
    try {
      const send = async (network = bitcoin) => {
        const connector = connectorOf(satsConnectApi('Xverse', { request }), network)
        await connector.connect({})
        const provider = connector.getProvider() as { sendTransfer(r: object): Promise<string> }
        return provider.sendTransfer({ recipientAddress: 'bc1qrecipient', amount: 1000 })
      }
      answers.sendTransfer = { jsonrpc: '2.0', result: { txid: 'ab'.repeat(32) } }
      await expect(send()).resolves.toBe('ab'.repeat(32))
      expect(fetched).toEqual([])
      answers.sendTransfer = { jsonrpc: '2.0', error: { code: 4001, message: 'User rejected' } }
      await expect(send()).rejects.toMatchObject({ code: 4001 })
      expect(fetched).toEqual([])
      answers.sendTransfer = { jsonrpc: '2.0', error: { code: -32601, message: 'Method not supported' } }
      await expect(send()).rejects.toMatchObject({ name: 'BitcoinEsploraError' })
      expect(fetched.some((url) => url.endsWith('/address/bc1qpayment/utxo'))).toBe(true)
      fetched.length = 0
      answers.sendTransfer = { jsonrpc: '2.0', result: { txid: 'ab'.repeat(32) } }
      request.mockClear()
      await expect(send(bitcoinRegtest())).rejects.toMatchObject({ name: 'BitcoinEsploraError' })
      expect(request.mock.calls.map(([method]) => method)).not.toContain('sendTransfer')
      expect(fetched.some((url) => url.endsWith('/address/bc1qpayment/utxo'))).toBe(true)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
