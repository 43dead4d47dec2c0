import { address, getCompiledTransactionMessageDecoder } from '@solana/kit'
import type { SolanaRpcMethod, SolanaRpcParams } from '../../../plugins/solana/protocol/solanaRpc.js'
import { accountJson } from './accountJson.js'
import { MAX_AIRDROP_LAMPORTS, SLOTS_PER_EPOCH, SOLANA_CORE_VERSION } from './constants.js'
import { decodeWireTransaction } from './decodeWireTransaction.js'
import type { LocalSolanaChain } from './localSolanaChain.js'
import { SolanaRpcError } from './solanaRpcError.js'
import { readTokenAccount, tokenAmountJson } from './tokenBalances.js'
import { transactionFee } from './transactionFee.js'
import {
  assertVersionSupported,
  transactionBodyJson,
  transactionJson,
  transactionMetaJson,
} from './transactionJson.js'

export type SolanaRpcHandlers = {
  [Method in SolanaRpcMethod]: (params: SolanaRpcParams<Method>) => unknown
}

export type SolanaRpcMethodsParameters = {
  chain: LocalSolanaChain
  /** Sends `lamports` from the faucet to `to` and resolves with the signature (requestAirdrop). */
  airdrop(to: string, lamports: bigint): Promise<string>
}

/** The JSON-RPC methods of the local chain, in the shapes `@solana/web3.js` 1.x parses. */
export function solanaRpcMethods({ chain, airdrop }: SolanaRpcMethodsParameters): SolanaRpcHandlers {
  const contextSlot = (config: { minContextSlot?: number | undefined } | undefined) => {
    const slot = chain.clock.slot()
    if (config?.minContextSlot !== undefined && config.minContextSlot > slot) {
      throw new SolanaRpcError(-32016, 'Minimum context slot has not been reached', { contextSlot: slot })
    }
    return slot
  }
  const withContext = (config: { minContextSlot?: number | undefined } | undefined, value: unknown) => ({
    context: { apiVersion: SOLANA_CORE_VERSION, slot: contextSlot(config) },
    value,
  })
  const decimalsOf = (mint: string) => chain.mintDecimals(mint)

  return {
    getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
    getHealth: () => 'ok',
    getGenesisHash: () => chain.genesisHash,
    getSlot: ([config]) => contextSlot(config),
    getBlockHeight: ([config]) => contextSlot(config),
    getEpochInfo: ([config]) => {
      const slot = contextSlot(config)
      return {
        absoluteSlot: slot,
        blockHeight: slot,
        epoch: Math.floor(slot / SLOTS_PER_EPOCH),
        slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: chain.transactionCount(),
      }
    },
    getLatestBlockhash: ([config]) => {
      const { blockhash, lastValidBlockHeight } = chain.latestBlockhash()
      return withContext(config, { blockhash, lastValidBlockHeight })
    },
    isBlockhashValid: ([blockhash, config]) =>
      withContext(config, chain.clock.recentSlotOf(blockhash) !== undefined),
    getBalance: ([key, config]) => {
      const account = chain.getAccount(key)
      return withContext(config, account.exists ? Number(account.lamports) : 0)
    },
    getAccountInfo: ([key, config]) =>
      withContext(
        config,
        accountJson(chain.getAccount(key), config?.encoding, { dataSlice: config?.dataSlice, decimalsOf }),
      ),
    getMultipleAccounts: ([keys, config]) =>
      withContext(
        config,
        keys.map((key) =>
          accountJson(chain.getAccount(key), config?.encoding, { dataSlice: config?.dataSlice, decimalsOf }),
        ),
      ),
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      if ('mint' in filter && !chain.getAccount(filter.mint).exists) {
        throw new SolanaRpcError(-32602, 'Invalid param: could not find mint')
      }
      const accounts = chain.tokenAccountsOf(owner, filter)
      return withContext(
        config,
        accounts.map((account) => ({
          pubkey: account.address,
          account: accountJson({ ...account, exists: true }, config?.encoding, {
            dataSlice: config?.dataSlice,
            decimalsOf,
          }),
        })),
      )
    },
    getTokenAccountBalance: ([key, config]) => {
      const account = chain.getAccount(key)
      const token = account.exists
        ? readTokenAccount({ ...account, data: Uint8Array.from(account.data) })
        : undefined
      const decimals = token ? chain.mintDecimals(token.mint) : undefined
      if (!token || decimals === undefined) {
        throw new SolanaRpcError(-32602, 'Invalid param: not a Token account')
      }
      return withContext(config, tokenAmountJson(token.amount, decimals))
    },
    getMinimumBalanceForRentExemption: ([bytes, config]) => {
      contextSlot(config)
      return Number(chain.minimumBalanceForRentExemption(bytes))
    },
    getFeeForMessage: ([encoded, config]) => {
      let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
      try {
        message = getCompiledTransactionMessageDecoder().decode(Buffer.from(encoded, 'base64'))
      } catch {
        throw new SolanaRpcError(-32602, 'Invalid params: params[0] must be a base64 transaction message')
      }
      if (message.version !== 'legacy' && message.version !== 0) {
        throw new SolanaRpcError(
          -32602,
          `Invalid params: message version ${message.version} is not supported`,
        )
      }
      // null, as Solana answers, when the message's blockhash is no longer usable.
      const fee =
        chain.clock.recentSlotOf(message.lifetimeToken) === undefined ? null : Number(transactionFee(message))
      return withContext(config, fee)
    },
    sendTransaction: ([encoded, config]) => {
      if (config?.minContextSlot !== undefined) contextSlot(config)
      const decoded = decodeWireTransaction(encoded, config?.encoding ?? 'base58')
      return chain.send(decoded, { skipPreflight: config?.skipPreflight })
    },
    simulateTransaction: ([encoded, config]) => {
      if (config?.sigVerify && config.replaceRecentBlockhash) {
        throw new SolanaRpcError(
          -32602,
          'Invalid params: sigVerify may not be used with replaceRecentBlockhash',
        )
      }
      const decoded = decodeWireTransaction(encoded, config?.encoding ?? 'base58')
      const result = chain.simulate(decoded, {
        sigVerify: config?.sigVerify,
        replaceRecentBlockhash: config?.replaceRecentBlockhash,
      })
      const wanted = config?.accounts
      const accounts = wanted
        ? wanted.addresses.map((key) => {
            const post = result.postAccounts?.find((account) => account.address === key)
            return result.err !== null
              ? null
              : accountJson(post ? { ...post, exists: true } : chain.getAccount(key), wanted.encoding, {
                  decimalsOf,
                })
          })
        : null
      return withContext(config, {
        err: result.err,
        logs: result.logs,
        accounts: result.err !== null && wanted ? null : accounts,
        unitsConsumed: result.unitsConsumed,
        returnData: result.returnData,
        innerInstructions: config?.innerInstructions ? result.innerInstructions : null,
        replacementBlockhash: result.replacementBlockhash,
      })
    },
    getSignatureStatuses: ([signatures]) =>
      withContext(
        undefined,
        signatures.map((signature) => {
          const record = chain.transaction(signature)
          if (!record) return null
          return {
            slot: record.slot,
            // One node, no forks: what landed is final at once.
            confirmations: null,
            err: record.err,
            status: record.err === null ? { Ok: null } : { Err: record.err },
            confirmationStatus: 'finalized',
          }
        }),
      ),
    getTransaction: ([signature, config]) => {
      const record = chain.transaction(signature)
      if (!record) return null
      assertVersionSupported(record, config?.maxSupportedTransactionVersion)
      return transactionJson(record, config?.encoding)
    },
    getBlock: ([slot, config]) => {
      const current = chain.clock.slot()
      // The current slot is still open: its block is not final until the next slot starts.
      if (slot >= current) throw new SolanaRpcError(-32004, `Block not available for slot ${slot}`)
      const signatures = chain.blockSignatures(slot)
      const records = signatures.flatMap((signature) => chain.transaction(signature) ?? [])
      const details = config?.transactionDetails ?? 'full'
      if (details === 'accounts') {
        throw new SolanaRpcError(
          -32602,
          'Invalid params: transactionDetails "accounts" is not served here; use full, signatures or none',
        )
      }
      if (details === 'full')
        for (const record of records) assertVersionSupported(record, config?.maxSupportedTransactionVersion)
      return {
        blockHeight: slot,
        blockTime: chain.clock.blockTime(slot),
        blockhash: chain.clock.blockhash(slot),
        parentSlot: Math.max(0, slot - 1),
        previousBlockhash: slot === 0 ? '11111111111111111111111111111111' : chain.clock.blockhash(slot - 1),
        ...(details === 'full'
          ? {
              transactions: records.map((record) => ({
                transaction: transactionBodyJson(record, config?.encoding),
                meta: transactionMetaJson(record),
                version: record.decoded.message.version,
              })),
            }
          : {}),
        ...(details === 'signatures' ? { signatures: records.map((record) => record.signature) } : {}),
        ...(config?.rewards === false ? {} : { rewards: [] }),
      }
    },
    requestAirdrop: async ([key, lamports, config]) => {
      contextSlot(config)
      if (BigInt(lamports) > MAX_AIRDROP_LAMPORTS) {
        throw new SolanaRpcError(
          -32602,
          `Invalid params: an airdrop is at most ${MAX_AIRDROP_LAMPORTS} lamports (1000 SOL); ask again for more`,
        )
      }
      // A program (the System Program, a token program, a sysvar) cannot be credited: a client error, not ours.
      const target = chain.getAccount(key)
      if (target.exists && target.executable)
        throw new SolanaRpcError(-32602, `Invalid params: ${key} is a program; an airdrop goes to a wallet`)
      return airdrop(address(key), BigInt(lamports))
    },
  }
}
