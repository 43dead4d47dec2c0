import type { ConnectBeforeRequestError, ProviderErrorFromCodeReturnType } from 'walletdock/errors'
import type { PolkadotProviderSource } from '../types.js'
import { providerOf } from './providerOf.js'

export type SendTransferParameters = {
  /** SS58 address (any prefix). */
  to: string
  /** In the network's smallest unit (planck). */
  amount: bigint
}
/** The extrinsic's hash (0x hex). */
export type SendTransferReturnType = `0x${string}`
export type SendTransferErrorType = ConnectBeforeRequestError | ProviderErrorFromCodeReturnType | Error

/**
 * Sends `balances.transferKeepAlive(to, amount)` from the connected account: @polkadot/api (loaded now) builds it
 * over the network's HTTP URL, the wallet signs it (signPayload), the chain gets it (author_submitExtrinsic).
 */
export async function sendTransfer(
  source: PolkadotProviderSource,
  { to, amount }: SendTransferParameters,
): Promise<SendTransferReturnType> {
  const provider = await providerOf(source)
  if (!provider.rpcUrl) throw new Error('The Polkadot network has no RPC URL')
  const { ApiPromise, HttpProvider } = await import('@polkadot/api')
  const api = await ApiPromise.create({ provider: new HttpProvider(provider.rpcUrl), noInitWarn: true })
  try {
    const transfer = api.tx.balances?.transferKeepAlive
    if (!transfer) throw new Error(`${provider.chain} has no balances.transferKeepAlive`)
    const hash = await transfer(to, amount).signAndSend(provider.address, {
      signer: provider.signer,
      nonce: -1,
    })
    provider.sent(hash.toHex())
    return hash.toHex() as SendTransferReturnType
  } finally {
    await api.disconnect()
  }
}
