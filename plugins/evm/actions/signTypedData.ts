import type { Address, Hex, TypedData, TypedDataDefinition } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { withWalletClient } from './withWalletClient.js'

export type SignTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends string = string,
> = TypedDataDefinition<typedData, primaryType> & { account?: Address | undefined }
export type SignTypedDataReturnType = Hex
export type SignTypedDataErrorType = ProviderErrorReturnType

/** Signs EIP-712 typed data with the connected wallet (eth_signTypedData_v4). */
export function signTypedData<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends string,
>(
  source: ProviderSource,
  parameters: SignTypedDataParameters<typedData, primaryType>,
): Promise<SignTypedDataReturnType> {
  const { account, ...definition } = parameters
  return withWalletClient(source, account, async (client) => client.signTypedData(definition as never))
}
