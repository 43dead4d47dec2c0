import { getAddressDecoder, type MaybeEncodedAccount } from '@solana/kit'
import type { DecodedTransaction } from './decodeWireTransaction.js'

/** An account's state at one moment, to compare before and after a transaction. */
export type Snapshot = {
  exists: boolean
  lamports: bigint
  data: Uint8Array
  programAddress?: string
  executable: boolean
}

export const MISSING: Snapshot = { exists: false, lamports: 0n, data: new Uint8Array(), executable: false }

export function snapshotOf(account: MaybeEncodedAccount): Snapshot {
  return account.exists
    ? {
        exists: true,
        lamports: account.lamports,
        data: Uint8Array.from(account.data),
        programAddress: account.programAddress,
        executable: account.executable,
      }
    : MISSING
}

/** Whether a transaction changed the account (lamports, owner or data). */
export const changed = (before: Snapshot | undefined, after: Snapshot | undefined) =>
  before?.lamports !== after?.lamports ||
  before?.programAddress !== after?.programAddress ||
  Buffer.compare(Buffer.from(before?.data ?? []), Buffer.from(after?.data ?? [])) !== 0

// Static keys, then lookup-table keys (writable, then readonly), as Solana orders a message's accounts.
export function accountKeysOf(decoded: DecodedTransaction, getAccount: (key: string) => MaybeEncodedAccount) {
  const writable: string[] = []
  const readonly: string[] = []
  const lookups = 'addressTableLookups' in decoded.message ? (decoded.message.addressTableLookups ?? []) : []
  for (const lookup of lookups) {
    const table = getAccount(lookup.lookupTableAddress)
    const data = table.exists ? table.data : new Uint8Array()
    // An address lookup table: a 56-byte header, then 32-byte addresses.
    const at = (index: number) => {
      const start = 56 + index * 32
      return data.length >= start + 32 ? getAddressDecoder().decode(data.subarray(start, start + 32)) : ''
    }
    writable.push(...lookup.writableIndexes.map(at))
    readonly.push(...lookup.readonlyIndexes.map(at))
  }
  return {
    keys: [...decoded.message.staticAccounts, ...writable, ...readonly],
    loaded: { writable, readonly },
  }
}
