import { expect, it } from 'vitest'
import { walletConnectBitcoinProvider } from './walletConnectBitcoinProvider.js'

const ACCOUNT = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'

/** A session provider answering every request with `answer`; the requests are kept. */
function session(answer: (method: string) => unknown) {
  const sent: { method: string; params: unknown }[] = []
  return {
    sent,
    provider: walletConnectBitcoinProvider({
      walletName: 'Phone',
      address: ACCOUNT,
      chain: 'bip122:000000000019d6689c085ae165831e93',
      request: async ({ method, params }) => {
        sent.push({ method, params })
        const value = answer(method)
        if (value instanceof Error) throw value
        return value
      },
    }),
  }
}

it("sends WalletConnect's Bitcoin params (account first) and turns a hex signature into base64", async () => {
  const { provider, sent } = session(() => ({ address: ACCOUNT, signature: '0a0b' }))
  expect(await provider.signMessage({ message: 'hi' })).toEqual({
    address: ACCOUNT,
    signature: 'Cgs=',
    protocol: 'bip322',
  })
  expect(sent[0]).toEqual({
    method: 'signMessage',
    params: { account: ACCOUNT, message: 'hi', address: ACCOUNT, protocol: 'bip322' },
  })
  const transfer = session(() => ({ txid: 'ab'.repeat(32) }))
  expect(await transfer.provider.sendTransfer({ recipientAddress: ACCOUNT, amount: 1000n })).toBe(
    'ab'.repeat(32),
  )
  expect(transfer.sent[0]?.params).toEqual({ account: ACCOUNT, recipientAddress: ACCOUNT, amount: '1000' })
})

it('refuses a malformed answer naming the wallet and the method, a broadcast without a txid, and maps 4001', async () => {
  await expect(
    session(() => ({ tx_id: 'nope' })).provider.sendTransfer({ recipientAddress: ACCOUNT, amount: 1 }),
  ).rejects.toThrow(/Phone answered sendTransfer with \{"tx_id":"nope"\}/)
  await expect(
    session(() => ({ psbt: 'cHNidP8=' })).provider.signPsbt({
      psbt: 'cHNidP8=',
      signInputs: [{ address: ACCOUNT, index: 0 }],
      broadcast: true,
    }),
  ).rejects.toThrow('Phone signed the PSBT but did not broadcast it (no txid)')
  await expect(
    session(() => Object.assign(new Error('no'), { code: 4001 })).provider.signMessage({ message: 'x' }),
  ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  await expect(session(() => [{ address: 'short' }]).provider.getAccountAddresses()).rejects.toThrow(
    /getAccountAddresses/,
  )
})
