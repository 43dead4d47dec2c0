import type { FailedTransactionMetadata } from 'litesvm'
// The error classes are not re-exported by litesvm's entry; the pinned version's internal module has them.
import {
  TransactionErrorDuplicateInstruction,
  TransactionErrorInstructionError,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
} from 'litesvm/dist/internal.js'

// litesvm's error enums are numbers; these are their variant names in order (litesvm 1.5.0's internal.d.ts),
// which are also the names Solana's RPC writes in JSON.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const
const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const

// The texts Solana's runtime prints for the errors a wallet user meets most; others print their name.
const TRANSACTION_ERROR_TEXT: Partial<Record<(typeof TRANSACTION_ERRORS)[number], string>> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
}
const INSTRUCTION_ERROR_TEXT: Partial<Record<(typeof INSTRUCTION_ERRORS)[number], string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  NotEnoughAccountKeys: 'insufficient account keys for instruction',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  PrivilegeEscalation: 'Cross-program invocation with unauthorized signer or writable account',
}

/** A transaction error as Solana's JSON-RPC writes it (`"BlockhashNotFound"`, `{"InstructionError":[0,{"Custom":1}]}`) and its text. */
export type DescribedTransactionError = { json: unknown; message: string; name: string }

/** Turns litesvm's error of a failed transaction into Solana's JSON shape and message. */
export function describeTransactionError(failed: FailedTransactionMetadata): DescribedTransactionError {
  const error = failed.err()
  if (typeof error === 'number') {
    const name = TRANSACTION_ERRORS[error] ?? 'UnknownTransactionError'
    return {
      json: name,
      name,
      message: TRANSACTION_ERROR_TEXT[name as keyof typeof TRANSACTION_ERROR_TEXT] ?? name,
    }
  }
  if (error instanceof TransactionErrorInstructionError) {
    const inner = error.err()
    let json: unknown
    let text: string
    if (typeof inner === 'number') {
      const name = INSTRUCTION_ERRORS[inner] ?? 'GenericError'
      json = name
      text = INSTRUCTION_ERROR_TEXT[name as keyof typeof INSTRUCTION_ERROR_TEXT] ?? name
    } else if ('code' in inner) {
      json = { Custom: inner.code }
      text = `custom program error: 0x${inner.code.toString(16)}`
    } else {
      json = { BorshIoError: inner.msg }
      text = `Failed to serialize or deserialize account data: ${inner.msg}`
    }
    return {
      json: { InstructionError: [error.index, json] },
      name: 'InstructionError',
      message: `Error processing Instruction ${error.index}: ${text}`,
    }
  }
  if (error instanceof TransactionErrorInsufficientFundsForRent) {
    return {
      json: { InsufficientFundsForRent: { account_index: error.accountIndex } },
      name: 'InsufficientFundsForRent',
      message: `Transaction results in an account (${error.accountIndex}) with insufficient funds for rent`,
    }
  }
  if (error instanceof TransactionErrorDuplicateInstruction) {
    return {
      json: { DuplicateInstruction: error.index },
      name: 'DuplicateInstruction',
      message: `Transaction contains a duplicate instruction (${error.index}) that is not allowed`,
    }
  }
  if (error instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } },
      name: 'ProgramExecutionTemporarilyRestricted',
      message: `Execution of the program referenced by account at index ${error.accountIndex} is temporarily restricted.`,
    }
  }
  return { json: 'UnknownTransactionError', name: 'UnknownTransactionError', message: String(error) }
}

/** A fieldless transaction error this facade raises itself (BlockhashNotFound, AlreadyProcessed). */
export function namedTransactionError(
  name: 'BlockhashNotFound' | 'AlreadyProcessed',
): DescribedTransactionError {
  return { json: name, name, message: TRANSACTION_ERROR_TEXT[name] ?? name }
}
