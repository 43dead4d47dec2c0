import type { Abi, ContractFunctionName, TypedData } from 'viem'
import { type UseAppKitActionReturnType, useAppKitAction } from 'walletdock/react'
import {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '../actions/sendTransaction.js'
import {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../actions/signMessage.js'
import {
  type SignTypedDataErrorType,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from '../actions/signTypedData.js'
import {
  type WriteContractErrorType,
  type WriteContractParameters,
  type WriteContractReturnType,
  writeContract,
} from '../actions/writeContract.js'

// Each hook runs the evm action of the same name on the <AppKitProvider>'s instance. Errors are the
// typed provider errors of walletdock/errors (UserRejectedRequestError for 4001, ...), or
// ConnectBeforeRequestError when no eip155 account is connected.

export type UseSignMessageReturnType = UseAppKitActionReturnType<
  SignMessageReturnType,
  SignMessageErrorType,
  SignMessageParameters
>

/** personal_sign: `mutate({ message })`; `data` is the signature. */
export function useSignMessage(): UseSignMessageReturnType {
  return useAppKitAction<SignMessageReturnType, SignMessageErrorType, SignMessageParameters>(
    (appKit, variables) => signMessage(appKit, variables),
  )
}

export type UseSendTransactionReturnType = UseAppKitActionReturnType<
  SendTransactionReturnType,
  SendTransactionErrorType,
  SendTransactionParameters
>

/** eth_sendTransaction: `mutate({ to, value })`; `data` is the transaction hash. */
export function useSendTransaction(): UseSendTransactionReturnType {
  return useAppKitAction<SendTransactionReturnType, SendTransactionErrorType, SendTransactionParameters>(
    (appKit, variables) => sendTransaction(appKit, variables),
  )
}

export type UseSignTypedDataReturnType = UseAppKitActionReturnType<
  SignTypedDataReturnType,
  SignTypedDataErrorType,
  SignTypedDataParameters<TypedData | Record<string, unknown>, string>
>

/** eth_signTypedData_v4: `mutate({ domain, types, primaryType, message })`; `data` is the signature. */
export function useSignTypedData(): UseSignTypedDataReturnType {
  return useAppKitAction(
    (appKit, variables: SignTypedDataParameters<TypedData | Record<string, unknown>, string>) =>
      signTypedData(appKit, variables as never),
  )
}

export type UseWriteContractReturnType = UseAppKitActionReturnType<
  WriteContractReturnType,
  WriteContractErrorType,
  WriteContractParameters<Abi | readonly unknown[], ContractFunctionName<Abi | readonly unknown[]>>
>

/** A state-changing contract call: `mutate({ address, abi, functionName, args })`; `data` is the hash. */
export function useWriteContract(): UseWriteContractReturnType {
  return useAppKitAction(
    (
      appKit,
      variables: WriteContractParameters<
        Abi | readonly unknown[],
        ContractFunctionName<Abi | readonly unknown[]>
      >,
    ) => writeContract(appKit, variables as never),
  )
}
