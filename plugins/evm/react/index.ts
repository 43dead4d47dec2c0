// walletdock/plugins/evm/react: the evm actions as React hooks, in the shape wagmi users know
// (mutate, mutateAsync, isPending, error, data). An app that imports none of them ships none of them.
export {
  type UseSendTransactionReturnType,
  type UseSignMessageReturnType,
  type UseSignTypedDataReturnType,
  type UseWriteContractReturnType,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useWriteContract,
} from './actionHooks.js'
