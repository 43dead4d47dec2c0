import type { Address, Hex, TypedData, TypedDataDefinition } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { mapped, walletClientOf } from './walletClientOf.js'

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
  return mapped(async () => {
    const { account, ...definition } = parameters
    const client = await walletClientOf(source, account)
    return client.signTypedData(definition as never)
  })
}
