import type { Abi, Address, ContractFunctionArgs, ContractFunctionName, Hex } from 'viem'
import type { ProviderErrorReturnType } from '../providerError.js'
import type { ProviderSource } from '../types.js'
import { withWalletClient } from './withWalletClient.js'

export type WriteContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<
    abi,
    'nonpayable' | 'payable'
  >,
> = {
  address: Address
  abi: abi
  functionName: functionName
  args?: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> | undefined
  value?: bigint | undefined
  account?: Address | undefined
}
export type WriteContractReturnType = Hex
export type WriteContractErrorType = ProviderErrorReturnType

/** Calls a state-changing contract function through the connected wallet; resolves the hash. */
export function writeContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(
  source: ProviderSource,
  parameters: WriteContractParameters<abi, functionName>,
): Promise<WriteContractReturnType> {
  const { account, ...request } = parameters
  return withWalletClient(source, account, async (client) =>
    client.writeContract({ ...request, chain: null } as never),
  )
}
